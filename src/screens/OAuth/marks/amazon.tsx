/** Amazon's "a" (in the button's text colour) above its orange smile-arrow. */
export const amazon = (
  <>
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M14.6 14.3V8.9c0-2-1.4-3.1-3.5-3.1-1.9 0-3.3.9-3.6 2.5l2 .2c.1-.7.6-1.1 1.5-1.1s1.5.5 1.5 1.4v.5c-2.8.1-5.5.8-5.5 3.3 0 1.7 1.2 2.6 2.8 2.6 1.2 0 2.1-.5 2.7-1.3l.5 1.3zm-2.1-3c0 1.2-.7 1.8-1.7 1.8-.7 0-1.1-.4-1.1-1 0-1.2 1.3-1.5 2.8-1.5z"
    />
    <path
      d="M3.5 16.6c4.6 3 11.6 3 16-.2"
      fill="none"
      stroke="#FF9900"
      strokeWidth="1.6"
      strokeLinecap="round"
    />
    <path
      d="M17.2 15.6l2.9.5-.6 2.8"
      fill="none"
      stroke="#FF9900"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </>
);
