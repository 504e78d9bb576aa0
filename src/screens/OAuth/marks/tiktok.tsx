/** TikTok's note: cyan and red echoes under a note in the button's text colour (black on light, white on dark). */
const NOTE =
  'M16.3 2h-3.4v13.4a2.9 2.9 0 1 1-2-2.8V9.2a6.3 6.3 0 1 0 5.4 6.2V8.5a8 8 0 0 0 4.7 1.5V6.6a4.7 4.7 0 0 1-4.7-4.6z';

export const tiktok = (
  <>
    <path d={NOTE} fill="#25F4EE" transform="translate(-0.9 -0.7)" />
    <path d={NOTE} fill="#FE2C55" transform="translate(0.9 0.7)" />
    <path d={NOTE} fill="currentColor" />
  </>
);
