type ElementClass = CustomElementConstructor;

/**
 * Lets JSON props be set as objects (`el.config = {...}`) or as JSON text, and read back as objects. The value
 * is reflected to the attribute as JSON text; the widget parses it and reports malformed input itself.
 */
export function withJsonProperties(Base: ElementClass, names: readonly string[]): ElementClass {
  const Base_ = Base as unknown as { new (): HTMLElement; observedAttributes?: string[] };
  const Wrapped = class extends Base_ {
    /**
     * Properties set on the element before its tag was defined (a framework rendering before the bundle loaded)
     * are own properties shadowing the accessors: re-set them through the accessors (the "upgrade property"
     * pattern), for every property the element has.
     */
    /**
     * Keeps a server-rendered declarative shadow root (idp-elements/ssr): the browser's `attachShadow` would empty
     * it, dropping what the visitor typed; the loader adopts it instead.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      const existing = this.shadowRoot;
      return existing?.querySelector('[data-idp-first-paint]') ? existing : super.attachShadow(init);
    }

    connectedCallback(): void {
      const self = this as unknown as Record<string, unknown>;
      for (const name of [...names, ...propsOf(Base_)]) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = self[name];
          delete self[name];
          self[name] = value;
        }
      }
      (Base_.prototype as { connectedCallback?: () => void }).connectedCallback?.call(this);
    }
  };
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

/** r2wc's own properties (its accessors on the prototype, one per attribute it observes). */
function propsOf(Base: { prototype: object; observedAttributes?: string[] }): string[] {
  return (Base.observedAttributes ?? []).map((a) =>
    a.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
  );
}
