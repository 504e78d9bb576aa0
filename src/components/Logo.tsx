import { styled } from 'styled-components';

const Img = styled.img`
  display: block;
  max-height: 50px;
  max-width: 100px;
  margin: 0 auto;
  object-fit: contain;
`;

/** The host's logo above the header; caps it at 50 by 100 pixels. */
export function Logo({ src, alt }: { src: string; alt: string }) {
  return src ? <Img src={src} alt={alt} part="logo" referrerPolicy="no-referrer" /> : null;
}
