type ElementClass = CustomElementConstructor;

/**
 * Lets JSON props be set as objects (`el.config = {...}`) or as JSON text, and read back as objects. The value
 * is reflected to the attribute as JSON text; the widget parses it and reports malformed input itself.
 */
export function withJsonProperties(Base: ElementClass, names: readonly string[]): ElementClass {
  const Wrapped = class extends (Base as unknown as { new (): HTMLElement }) {};
  for (const name of names) {
    // The attribute r2wc reads for the prop: `cookieOptions` → `cookie-options`.
    const attribute = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    Object.defineProperty(Wrapped.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        const text = this.getAttribute(attribute);
        if (text === null) return undefined;
        try {
          return JSON.parse(text) as unknown;
        } catch {
          return text;
        }
      },
      set(this: HTMLElement, value: unknown) {
        if (value === undefined || value === null) {
          this.removeAttribute(attribute);
          return;
        }
        let text: string;
        if (typeof value === 'string') text = value;
        else {
          try {
            text = JSON.stringify(value);
          } catch (e) {
            console.error(`idp-elements: the ${name} property could not be serialised as JSON.`, e);
            return;
          }
        }
        this.setAttribute(attribute, text);
      },
    });
  }
  return Wrapped as unknown as ElementClass;
}
