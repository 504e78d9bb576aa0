/** A browser and system name from a user agent, for "This session" (null when neither is recognised). */
export function deviceOf(userAgent: string): { browser: string | null; system: string | null } {
  const browser = /Edg(e|A|iOS)?\//.test(userAgent)
    ? 'Edge'
    : /OPR\/|Opera/.test(userAgent)
      ? 'Opera'
      : /Firefox\/|FxiOS\//.test(userAgent)
        ? 'Firefox'
        : /SamsungBrowser\//.test(userAgent)
          ? 'Samsung Internet'
          : /Chrome\/|CriOS\//.test(userAgent)
            ? /Chromium\//.test(userAgent)
              ? 'Chromium'
              : 'Chrome'
            : /Safari\//.test(userAgent) && /Version\//.test(userAgent)
              ? 'Safari'
              : null;
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /iPhone|iPad|iPod/.test(userAgent)
        ? 'iOS'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /CrOS/.test(userAgent)
            ? 'ChromeOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : null;
  return { browser, system };
}
