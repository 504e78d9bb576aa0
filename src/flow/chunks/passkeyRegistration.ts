// Lazy chunk: the screens of <idp-passkey-register>, each shown only with a live session.
import { PasskeyRegistrationStartScreen } from '../../screens/PasskeyRegistration/PasskeyRegistrationStartScreen';
import { PasskeyRegistrationSuccessScreen } from '../../screens/PasskeyRegistration/PasskeyRegistrationSuccessScreen';
import { requireSession } from '../../screens/PasskeyRegistration/RequireSession';

export const StartScreen = requireSession(PasskeyRegistrationStartScreen);
export const SuccessScreen = requireSession(PasskeyRegistrationSuccessScreen);
