/**
 * A brand colour nudged toward the button's text colour (`currentColor`): on a light button it darkens a little,
 * on a dark one it lightens, so a colour too dark for a dark card (or too light for a white one) keeps 3:1 on
 * both built-in themes while staying the brand's hue. `brand` is the share of the brand colour, in per cent.
 */
export const mix = (color: string, brand: number) => `color-mix(in srgb, ${color} ${brand}%, currentColor)`;
