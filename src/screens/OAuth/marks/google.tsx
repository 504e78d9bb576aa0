/** Google's "G": four arcs of one ring and the bar, in Google's blue, red, yellow and green. */
export const google = (
  <g fill="none" strokeWidth="4">
    <path d="M5.87 6.86A8 8 0 0 1 17.66 6.34" stroke="#EA4335" />
    <path d="M5.87 17.14A8 8 0 0 1 5.87 6.86" stroke="#FBBC05" />
    <path d="M18.13 17.14A8 8 0 0 1 5.87 17.14" stroke="#34A853" />
    <path d="M12 12h8a8 8 0 0 1-1.87 5.14" stroke="#4285F4" />
  </g>
);
