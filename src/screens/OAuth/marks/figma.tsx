/** Figma's five shapes: red, orange, purple, the blue circle and green. */
export const figma = (
  <>
    <path d="M12 2H8.7a3.3 3.3 0 0 0 0 6.6H12z" fill="#F24E1E" />
    <path d="M12 2h3.3a3.3 3.3 0 0 1 0 6.6H12z" fill="#FF7262" />
    <path d="M12 8.6H8.7a3.3 3.3 0 0 0 0 6.6H12z" fill="#A259FF" />
    <circle cx="15.3" cy="11.9" r="3.3" fill="#1ABCFE" />
    <path d="M12 15.2H8.7a3.3 3.3 0 1 0 3.3 3.3z" fill="#0ACF83" />
  </>
);
