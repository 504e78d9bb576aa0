import { styled } from 'styled-components';
import { Button } from './Button';

/**
 * "Continue with {Provider}" and "Continue with {Wallet}": a mark and the longest labels the card has. On a small
 * screen the sides give up half their padding, so each label keeps to one line on a 288-px card (a 320-px screen
 * with the page's 16-px margins): "Continue with Salesforce" is 191 px in the default font.
 */
export const ProviderButton = styled(Button)`
  @media (max-width: 480px) {
    padding-inline: 8px;
  }
`;
