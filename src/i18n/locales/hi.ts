import type { Translations } from '../types';

const pluralRules = new Intl.PluralRules('hi');
/** The form for a count: one (0 and 1) or other. */
const plural = (count: number, forms: { one: string; other: string }): string =>
  pluralRules.select(count) === 'one' ? forms.one : forms.other;

const loader: Translations['loader'] = {
  loadFailed: 'साइन इन फ़ॉर्म का यह हिस्सा लोड नहीं हो सका। अपना कनेक्शन जांचें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  reloadNeeded: 'साइन इन फ़ॉर्म का यह हिस्सा लोड नहीं हो सका। फिर से कोशिश करने के लिए पेज को रीलोड करें।',
  reload: 'पेज रीलोड करें',
};

const phoneInvalid = 'फ़ोन नंबर का फ़ॉर्मैट अमान्य है। पक्का करें कि फ़ोन नंबर E.164 फ़ॉर्मैट में हो।';

/** Hindi (hi). */
const hi: Translations = {
  main: {
    header: 'साइन अप करें या लॉग इन करें',
    or: 'या',
    logoAlt: 'लोगो',
  },
  passkeys: {
    login: 'पासकी से लॉग इन करें',
    successTitle: 'हो गया!',
    successText: 'आपकी पासकी की पुष्टि हो गई है।',
    registerTitle: 'नई पासकी सेट अप करें',
    create: 'पासकी बनाएं',
    skip: 'छोड़ें',
    createdTitle: 'पासकी बन गई है!',
    listTitle: 'आपकी पासकी',
    existing: 'मौजूदा पासकी',
    none: 'अभी कोई पासकी नहीं है।',
    setUpAnother: 'एक और पासकी सेट अप करें',
    done: 'पूरा हुआ',
    rename: 'नाम बदलें',
    renameLabel: (name) => `${name} के लिए नया नाम`,
    save: 'सेव करें',
    cancel: 'रद्द करें',
    delete: 'मिटाएं',
    deleteLabel: (name) => `${name} मिटाएं`,
    confirmDelete: (name) => `“${name}” मिटाना है? इसके बाद आप इससे लॉग इन नहीं कर पाएंगे।`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `${created} को जोड़ी गई` : null].filter(Boolean).join(' · '),
    platform: 'यह डिवाइस',
    securityKey: 'सुरक्षा कुंजी',
    synced: 'सिंक की गई',
    noSession:
      'गड़बड़ी: PasskeyRegistration कॉम्पोनेंट का इस्तेमाल, पुष्टि किए गए किसी सक्रिय उपयोगकर्ता के बिना नहीं किया जा सकता।',
    errorGeneric: 'पासकी से पुष्टि करते समय कोई अनजान गड़बड़ी हुई। कृपया फिर से कोशिश करें।',
    errorNotFound:
      'पासकी का रजिस्ट्रेशन नहीं मिला। हो सकता है कि आपने पासकी को अपने खाते से तो मिटा दिया हो, लेकिन पासवर्ड मैनेजर से नहीं। कृपया फिर से कोशिश करें।',
    errorDuplicate:
      'यह पासकी नहीं बनाई जा सकती, क्योंकि ऐसा लगता है कि यह पहले से रजिस्टर है। हो सकता है कि यह पासकी किसी दूसरे डिवाइस पर रजिस्टर की गई हो और सभी डिवाइस पर सिंक हो गई हो।',
    errorNotCreated:
      'आपकी पासकी नहीं बनाई गई। फिर से कोशिश करने के लिए “पासकी बनाएं” पर क्लिक करें या पासकी जोड़े बिना यह चरण छोड़ें।',
  },
  loggedIn: {
    title: 'आपने लॉग इन कर लिया है',
    as: (identifier) => `आपने ${identifier} के तौर पर लॉग इन किया है।`,
    logOut: 'लॉग आउट करें',
    loggingOut: 'लॉग आउट किया जा रहा है…',
    logoutFailed: 'प्रोवाइडर को लॉग आउट की जानकारी नहीं दी जा सकी; इस डिवाइस पर आप लॉग आउट हो गए हैं।',
  },
  email: {
    label: 'ईमेल',
    placeholder: 'example@email.com',
    invalid: 'ईमेल का फ़ॉर्मैट अमान्य है।',
    required: 'अपना ईमेल डालें।',
    submit: 'ईमेल से जारी रखें',
    submitting: 'भेजा जा रहा है…',
  },
  tabs: {
    label: 'लॉग इन करने के तरीके',
    sms: 'मैसेज',
    whatsapp: 'WhatsApp',
    email: 'ईमेल',
  },
  phone: {
    label: 'फ़ोन नंबर',
    countryLabel: 'देश',
    placeholder: '(123) 456-7890',
    invalid: phoneInvalid,
    required: 'अपना फ़ोन नंबर डालें।',
    submitSms: 'मैसेज से जारी रखें',
    submitWhatsapp: 'WhatsApp से जारी रखें',
    sending: 'भेजा जा रहा है…',
  },
  otpEmail: {
    invalid: 'ईमेल पता अमान्य है।',
  },
  otp: {
    title: 'पासकोड डालें',
    sentTo: (destination) => `आपको ${destination} पर 6 अंकों का पासकोड भेजा गया है`,
    codeLabel: 'पासकोड',
    expiresIn: (timeRemaining) => `आपके कोड की समय-सीमा ${timeRemaining} में खत्म हो जाएगी।`,
    expired: 'आपके कोड की समय-सीमा खत्म हो गई है।',
    invalidCode: 'कोड का फ़ॉर्मैट अमान्य है, कृपया फिर से कोशिश करें।',
    verifying: 'पासकोड की पुष्टि की जा रही है...',
    resendPrompt: 'कोड नहीं मिला?',
    resendLink: 'कोड फिर से भेजें',
    sending: 'भेजा जा रहा है…',
    codeSent: 'कोड भेज दिया गया',
    back: 'वापस',
    successTitle: 'हो गया!',
    successText: 'आपके पासकोड की पुष्टि हो गई है।',
  },
  password: {
    resetTitle: 'अपना पासवर्ड रीसेट करें',
    chooseHow: 'चुनें कि आप अपना खाता कैसे बनाना चाहते हैं।',
    createTitle: 'पासवर्ड सेट करके अपना खाता बनाने की प्रक्रिया पूरी करें।',
    loginTitle: 'लॉग इन करें',
    emailLabel: 'ईमेल',
    passwordLabel: 'पासवर्ड',
    show: 'पासवर्ड दिखाएं',
    hide: 'पासवर्ड छिपाएं',
    submit: 'जारी रखें',
    submitting: 'प्रोसेस किया जा रहा है…',
    emailMeLink: 'मुझे लॉग इन लिंक ईमेल करें',
    emailMeCode: 'मुझे लॉग इन कोड ईमेल करें',
    forgot: 'पासवर्ड भूल गए?',
    forgotTitle: 'पासवर्ड भूल गए?',
    forgotText: (email) => `पासवर्ड रीसेट करने का लिंक आपको ${email} पर भेजा गया है।`,
    setNewTitle: 'अपना ईमेल देखें!',
    setNewText: (email) => `आपके खाते का पासवर्ड सेट करने का लिंक आपको ${email} पर भेजा गया है।`,
    dedupeTitle: 'नया पासवर्ड सेट करने के लिए अपना ईमेल देखें!',
    dedupeText: (email) =>
      `हम पक्का करना चाहते हैं कि आपका खाता सुरक्षित है और लॉग इन करने वाले वाकई आप ही हैं। ${email} पर लॉग इन लिंक भेजा गया है।`,
    breachedTitle: 'आपका पासवर्ड रीसेट करना ज़रूरी है',
    breachWarning:
      'हो सकता है कि इस पासवर्ड का इस्तेमाल किसी ऐसी दूसरी साइट पर किया गया हो जिसमें सुरक्षा से जुड़ी समस्या आई थी। कृपया कोई दूसरा पासवर्ड चुनें।',
    sendReset: 'मुझे रीसेट लिंक ईमेल करें',
    resend: 'ईमेल फिर से भेजें',
    emailResent: 'ईमेल फिर से भेज दिया गया',
    resetSubmit: 'जारी रखें',
    loggingIn: 'लॉग इन किया जा रहा है...',
    missingToken: 'इस पेज के पते में पासवर्ड रीसेट टोकन होना ज़रूरी है। ईमेल में दिया गया लिंक फिर से खोलें।',
    linkUsedOrExpired:
      'पासवर्ड रीसेट करने के इस लिंक का इस्तेमाल पहले ही हो चुका है या इसकी समय-सीमा खत्म हो गई है। अपना ईमेल डालें, हम आपको नया लिंक भेज देंगे।',
    sendNewLink: 'नया लिंक भेजें',
    newLinkSent: (email) => `पासवर्ड रीसेट करने का नया लिंक ${email} पर भेजा गया है। इसे अपने इनबॉक्स से खोलें।`,
    loginLinkFailed: 'इस लिंक से आपको लॉग इन नहीं किया जा सका',
    successTitle: 'हो गया!',
    successText: 'आपने लॉग इन कर लिया है।',
    checking: 'पासवर्ड की जांच की जा रही है…',
    strengthLabel: 'पासवर्ड की मज़बूती',
    strengthLevels: ['बहुत कमज़ोर', 'कमज़ोर', 'ठीक-ठाक', 'मज़बूत', 'बहुत मज़बूत'],
    ludsLength: (count) =>
      `कम से कम ${count} ${plural(count, { one: 'वर्ण का होना चाहिए', other: 'वर्णों का होना चाहिए' })}`,
    ludsComplexity: (count) =>
      `इनमें से ${count} ${plural(count, { one: 'शामिल होना चाहिए', other: 'शामिल होने चाहिए' })}: अपरकेस अक्षर, लोअरकेस अक्षर, संख्या, चिह्न`,
    met: 'शर्त पूरी हुई',
    notMet: 'शर्त पूरी नहीं हुई',
  },
  emailConfirmation: {
    title: 'अपना ईमेल देखें',
    sentTo: (email) => `${email} पर एक ईमेल भेजा गया है।`,
    openGmail: 'Gmail में खोलें',
    openYahoo: 'Yahoo में खोलें',
    openOutlook: 'Outlook में खोलें',
    opensInNewTab: '(नए टैब में खुलता है)',
    tryAgain: 'फिर से कोशिश करें',
  },
  config: {
    passkeysAlone: 'गड़बड़ी: passkeys का इस्तेमाल अकेले नहीं किया जा सकता, कृपया कॉन्फ़िगरेशन में कोई दूसरा प्रॉडक्ट जोड़ें।',
    emlWithEmailOtp: 'गड़बड़ी: EML और ईमेल OTP, दोनों का एक साथ इस्तेमाल नहीं किया जा सकता',
    invalidJson: (attribute) =>
      `गड़बड़ी: ${attribute} एट्रिब्यूट मान्य JSON नहीं है। JSON कहां टूट रहा है, यह ब्राउज़र कंसोल में दिखता है।`,
    unknownProduct: (product) =>
      `गड़बड़ी: अनजान प्रॉडक्ट “${product}”। इनमें से किसी एक का इस्तेमाल करें: emailMagicLinks, otp, passwords, passkeys, oauth, crypto।`,
    missingAttribute: (attribute) => `गड़बड़ी: ${attribute} एट्रिब्यूट ज़रूरी है।`,
    invalidAttribute: (attribute, detail) => `गड़बड़ी: ${attribute} एट्रिब्यूट अमान्य है: ${detail}`,
    emptyProducts: 'गड़बड़ी: प्रॉडक्ट की सूची खाली है, कृपया कॉन्फ़िगरेशन में कोई प्रॉडक्ट जोड़ें।',
    projectRefused: (detail) => `गड़बड़ी: प्रोवाइडर ने इस एलिमेंट का सार्वजनिक टोकन अस्वीकार कर दिया: ${detail}`,
    unavailable: 'साइन इन अभी उपलब्ध नहीं है। कृपया बाद में फिर से कोशिश करें।',
    noRedirectUrls: (projectName, fields) =>
      `गड़बड़ी: ईमेल से भेजे गए लिंक किसी पेज पर नहीं ले जा पाएंगे: “${projectName}” प्रोजेक्ट में उनके लिए कोई डिफ़ॉल्ट ` +
      `रीडायरेक्ट URL नहीं है। कॉन्फ़िगरेशन में ${fields.join(', ')} सेट करें या प्रोजेक्ट में रीडायरेक्ट URL जोड़ें।`,
    bootstrapFailed: (detail) =>
      `प्रोजेक्ट की सेटिंग लोड नहीं की जा सकीं (${detail}); डिफ़ॉल्ट सेटिंग इस्तेमाल की जा रही हैं।`,
    insecureContext: (host) =>
      `यह पेज ${host} से सादे http पर सर्व किया जा रहा है: ब्राउज़र सेशन कुकी सेव नहीं करेगा (वे Secure हैं), ` +
      'इसलिए पेज रीलोड करने पर लॉग इन खत्म हो जाता है। पेज को https पर सर्व करें (localhost पर http इस्तेमाल किया जा सकता है)।',
    stylesBlocked:
      'पेज की कॉन्टेंट सिक्योरिटी पॉलिसी ने एलिमेंट का nonce अस्वीकार कर दिया: इसलिए इसकी स्टाइल, अडॉप्ट की गई स्टाइलशीट (adopted stylesheets) के रूप में लागू की गई हैं।',
  },
  errorScreen: {
    title: 'लगता है कोई गड़बड़ी हुई है!',
    back: 'वापस जाएं',
    renderFailed: 'यह स्क्रीन दिखाते समय कोई गड़बड़ी हुई। कृपया पेज रीलोड करें और फिर से कोशिश करें।',
    loadFailed: loader.loadFailed,
    retry: loader.retry,
    loading: 'लोड हो रहा है…',
  },
  watermark: {
    poweredBy: 'इसके द्वारा संचालित',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'खारिज करें',
  },
  crypto: {
    continueWith: (wallet) => `${wallet} से जारी रखें`,
    other: 'किसी दूसरे क्रिप्टो वॉलेट से जारी रखें',
    otherTitle: 'दूसरे क्रिप्टो वॉलेट',
    setUp: 'नया क्रिप्टो वॉलेट सेट अप करें',
    setUpTitle: 'नया क्रिप्टो वॉलेट सेट अप करें',
    setUpText: 'कोई वॉलेट डाउनलोड करें, उसमें खाता बनाएं और फिर जारी रखने के लिए यहां वापस आएं।',
    download: (wallet) => `${wallet} डाउनलोड करें`,
    newTab: '(नए टैब में खुलता है)',
    noWallets: 'इस ब्राउज़र में कोई क्रिप्टो वॉलेट नहीं मिला।',
    connecting: 'आपके वॉलेट से कनेक्ट किया जा रहा है...',
    connectingText: (wallet) => `${wallet} में कनेक्शन को मंज़ूरी दें।`,
    signing: 'हस्ताक्षर का अनुरोध पूरा किया जा रहा है...',
    signingText: (wallet) => `यह साबित करने के लिए कि यह वॉलेट आपका है, ${wallet} में मैसेज पर हस्ताक्षर करें।`,
    successTitle: 'हो गया!',
    successText: 'आपने अपना वॉलेट कनेक्ट कर लिया है।',
    errorTitle: 'लगता है कोई गड़बड़ी हुई है!',
    rejected: 'आपके वॉलेट में अनुरोध अस्वीकार कर दिया गया।',
    tryAgain: 'फिर से कोशिश करें',
    back: 'वापस',
  },
  oauth: {
    continueWith: (provider) => `${provider} से जारी रखें`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `One Tap नहीं दिख सकता: इस पेज का होस्ट ${host}, प्रोजेक्ट के Google OAuth क्लाइंट का अनुमति-प्राप्त JavaScript ऑरिजिन नहीं है। इसे Google API कंसोल में जोड़ें (लोकल डेवलपमेंट के लिए http://localhost और http://localhost:<port> दोनों)।`,
      invalid_client:
        'One Tap नहीं दिख सकता: प्रोजेक्ट की Google OAuth सेटिंग में सेव किए गए क्लाइंट आईडी को Google नहीं पहचानता।',
      oauth_config_not_found:
        'One Tap नहीं दिख सकता: प्रोजेक्ट में कोई Google OAuth क्लाइंट नहीं है। OAuth सेटिंग में एक सेट अप करें।',
      no_login_redirect_urls_set:
        'One Tap नहीं दिख सकता: प्रोजेक्ट में लॉग इन के लिए कोई रीडायरेक्ट URL नहीं है, इसलिए oauthOptions.loginRedirectURL की जांच नहीं हो सकती। प्रोजेक्ट में लॉग इन रीडायरेक्ट URL जोड़ें।',
      no_signup_redirect_urls_set:
        'One Tap नहीं दिख सकता: प्रोजेक्ट में साइन अप के लिए कोई रीडायरेक्ट URL नहीं है, इसलिए oauthOptions.signupRedirectURL की जांच नहीं हो सकती। प्रोजेक्ट में साइन अप रीडायरेक्ट URL जोड़ें।',
    },
  },
  consent: {
    missingParameter: (param) => `ज़रूरी पैरामीटर मौजूद नहीं है: ${param}. कृपया ऐप्लिकेशन के डेवलपर से संपर्क करें।`,
    noSession: 'कोई सक्रिय सेशन नहीं मिला। जारी रखने के लिए कृपया लॉग इन करें।',
    title: (clientName, projectName) => `${projectName} के ज़रिए ${clientName} में लॉग इन करें`,
    titleCustom: (clientName, projectName) => `${clientName} आपके ${projectName} खाते को ऐक्सेस करना चाहता है`,
    intro: (clientName) => `इससे ${clientName} ये काम कर पाएगा:`,
    scopes: {
      openid: {
        summary: 'आपकी पहचान की पुष्टि करना',
        detail: 'आपके खाते की जानकारी देखना।',
      },
      profile: {
        summary: 'आपकी प्रोफ़ाइल देखना',
        detail: 'आपका नाम, प्रोफ़ाइल फ़ोटो और भाषा।',
      },
      email: {
        summary: 'आपका ईमेल पता देखना',
        detail: 'आपके खाते का ईमेल पता।',
      },
      phone: {
        summary: 'आपका फ़ोन नंबर देखना',
        detail: 'आपके खाते का फ़ोन नंबर।',
      },
      offline_access: {
        summary: 'ऐप इस्तेमाल न करते समय भी ऐक्सेस बनाए रखना',
        detail: 'ऑफ़लाइन ऐक्सेस और बैकग्राउंड सिंक, जब तक आप इसे रद्द न करें।',
      },
      full_access: {
        summary: 'पूरी तरह आपकी ओर से काम करना',
        detail: 'आपका खाता जो कुछ भी कर सकता है, आपके सेशन मैनेज करने सहित।',
      },
    },
    customScope: (scope) => `${scope} स्कोप का इस्तेमाल करना`,
    scopeName: (scope) => `स्कोप: ${scope}`,
    ungrantable: (clientName) => `आपके पास ${clientName} को अनुरोध किए गए कुछ स्कोप का ऐक्सेस देने की अनुमति नहीं है।`,
    allow: 'अनुमति दें',
    deny: 'अस्वीकार करें',
    theApp: 'ऐप',
    logoAlt: (clientName) => `${clientName} का लोगो`,
    denied: 'ऐप्लिकेशन का ऐक्सेस अस्वीकार कर दिया गया।',
    redirecting: 'रीडायरेक्ट किया जा रहा है…',
    invalidRedirect:
      'ऐप्लिकेशन ने ऐसे पते पर जारी रखने को कहा जो वेब पेज नहीं है, इसलिए लॉग इन यहीं रोक दिया गया। कृपया ऐप्लिकेशन के डेवलपर से संपर्क करें।',
    successTitle: 'हो गया!',
    successText: 'आपने लॉग इन कर लिया है। आप यह पेज बंद कर सकते हैं।',
    logoutTitle: 'लॉग आउट करें?',
    logoutText: (projectName) => `क्या आप वाकई अपने ${projectName} खाते से लॉग आउट करना चाहते हैं?`,
    yes: 'हां',
    no: 'नहीं',
    loggingOut: 'लॉग आउट किया जा रहा है…',
    notLoggedOut: 'आप लॉग आउट नहीं हुए हैं। आप यह पेज बंद कर सकते हैं।',
  },
  errors: {
    catalogue: {
      invalid_email: 'ईमेल का फ़ॉर्मैट अमान्य है।',
      invalid_phone_number: phoneInvalid,
      unsubscribed_phone_number: 'फ़ोन नंबर की सदस्यता रद्द है; फिर से सदस्यता लेने के लिए START लिखकर मैसेज भेजें।',
      inactive_email:
        'इस ईमेल पते को निष्क्रिय के तौर पर मार्क किया गया है। कृपया कोई दूसरा ईमेल पता आज़माएं या अगर आपको लगता है कि यह गलती है, तो अपने एडमिन से संपर्क करें।',
      unauthorized_credentials: 'क्रेडेंशियल अनधिकृत हैं।',
      user_unauthenticated: 'इस मेथड को कॉल करने के लिए एक सक्रिय सेशन होना ज़रूरी है। क्या आपने लॉग इन कर लिया है?',
      email_not_found: 'ईमेल नहीं मिला।',
      unable_to_auth_magic_link:
        'लॉग इन लिंक की पुष्टि नहीं की जा सकी, क्योंकि उसका इस्तेमाल पहले ही हो चुका है या उसकी समय-सीमा खत्म हो गई है। कृपया फिर से कोशिश करें।',
      no_user_password: 'इस उपयोगकर्ता का पासवर्ड नहीं मिला। कृपया फिर से कोशिश करें।',
      breached_password: 'यह पासवर्ड, लीक हुए पासवर्ड की सूची में है और इसे रीसेट करना ज़रूरी है।',
      reset_password: 'पासवर्ड रीसेट करना ज़रूरी है।',
      oauth_token_not_found: 'OAuth टोकन नहीं मिला।',
      invalid_code: 'कोड का फ़ॉर्मैट अमान्य है, कृपया फिर से कोशिश करें।',
      member_password_not_found: 'सदस्य का पासवर्ड नहीं मिला।',
      oauth_flow_callback_error: 'OAuth फ़्लो के कॉलबैक में कोई गड़बड़ी हुई। कृपया फिर से कोशिश करें।',
      unauthorized_action: 'यह कार्रवाई अनधिकृत है।',
      user_lock_limit_reached: 'पुष्टि करने की बहुत ज़्यादा कोशिशें नाकाम रहीं। कृपया बाद में फिर से कोशिश करें।',
      invalid_session_token: 'सेशन टोकन अमान्य है।',
      session_not_found: 'सेशन नहीं मिला।',
      invalid_phone_number_country_code: 'फ़ोन नंबर का देश कोड अमान्य है, काम नहीं करता या बंद किया गया है।',
      otp_code_not_found: 'पासकोड अमान्य है, कृपया फिर से कोशिश करें।',
      duplicate_member_phone_number: 'इस संगठन में, बताए गए फ़ोन नंबर वाला सदस्य पहले से मौजूद है।',
      too_many_requests: 'बहुत अधिक प्रयास। कृपया {0} बाद फिर से प्रयास करें।',
    },
    network: 'साइन इन सेवा से संपर्क नहीं हो सका। अपना कनेक्शन जांचें और फिर से कोशिश करें।',
    unexpected: 'साइन इन सेवा से अनपेक्षित जवाब मिला। कृपया फिर से कोशिश करें।',
    unknown: 'कोई गड़बड़ी हुई। कृपया फिर से कोशिश करें।',
  },
  loader,
  strength: {
    warnings: {
      straightRow: 'कीबोर्ड पर कुंजियों की सीधी पंक्तियों का अनुमान लगाना आसान है।',
      keyPattern: 'छोटे कीबोर्ड पैटर्न का अनुमान लगाना आसान है।',
      simpleRepeat: '"aaa" जैसे दोहराए गए वर्णों का अनुमान लगाना आसान है।',
      extendedRepeat: '"abcabcabc" जैसे दोहराए गए वर्ण पैटर्न का अनुमान लगाना आसान है।',
      sequences: '"abc" जैसे आम वर्ण क्रमों का अनुमान लगाना आसान है।',
      recentYears: 'हाल के वर्षों का अनुमान लगाना आसान है।',
      dates: 'तारीखों का अनुमान लगाना आसान है।',
      topTen: 'यह बहुत ज़्यादा इस्तेमाल होने वाला पासवर्ड है।',
      topHundred: 'यह अक्सर इस्तेमाल होने वाला पासवर्ड है।',
      common: 'यह आम तौर पर इस्तेमाल होने वाला पासवर्ड है।',
      similarToCommon: 'यह आम तौर पर इस्तेमाल होने वाले पासवर्ड जैसा है।',
      wordByItself: 'अकेले शब्दों का अनुमान लगाना आसान है।',
      namesByThemselves: 'अकेले नाम या उपनाम का अनुमान लगाना आसान है।',
      commonNames: 'आम नामों और उपनामों का अनुमान लगाना आसान है।',
      userInputs: 'पासवर्ड में कोई निजी या पेज से जुड़ी जानकारी नहीं होनी चाहिए।',
      pwned: 'आपका पासवर्ड इंटरनेट पर हुए डेटा उल्लंघन में उजागर हो चुका है।',
    },
    suggestions: {
      l33t: "'a' के लिए '@' जैसे अनुमानित अक्षर-बदलाव से बचें।",
      reverseWords: 'आम शब्दों को उल्टा लिखने से बचें।',
      allUppercase: 'कुछ अक्षरों को बड़ा करें, पर सभी को नहीं।',
      capitalization: 'पहले अक्षर के अलावा और अक्षर भी बड़े करें।',
      dates: 'अपने से जुड़ी तारीखों और वर्षों से बचें।',
      recentYears: 'हाल के वर्षों से बचें।',
      associatedYears: 'अपने से जुड़े वर्षों से बचें।',
      sequences: 'आम वर्ण क्रमों से बचें।',
      repeated: 'दोहराए गए शब्दों और वर्णों से बचें।',
      longerKeyboardPattern: 'लंबे कीबोर्ड पैटर्न इस्तेमाल करें और कई बार टाइप करने की दिशा बदलें।',
      anotherWord: 'कम इस्तेमाल होने वाले और शब्द जोड़ें।',
      useWords: 'कई शब्द इस्तेमाल करें, पर आम वाक्यांशों से बचें।',
      noNeed: 'आप चिह्नों, अंकों या बड़े अक्षरों के बिना भी मज़बूत पासवर्ड बना सकते हैं।',
      pwned: 'अगर आप यह पासवर्ड कहीं और इस्तेमाल करते हैं, तो उसे बदल लें।',
    },
  },
  server: {
    noScript: 'इस फ़ॉर्म के लिए JavaScript ज़रूरी है। अपने ब्राउज़र में JavaScript चालू करें और पेज फिर से लोड करें।',
  },
};

export default hi;
