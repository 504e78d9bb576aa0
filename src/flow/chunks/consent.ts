// Lazy chunk: <idp-consent>'s consent and logout screens, and the client's identity-provider area they call (no
// waterfall).
import '../../client/idp';
export { IDPConsentScreen } from '../../screens/IDPConsent/IDPConsentScreen';
