import type { Translations } from '../types';

const pluralRules = new Intl.PluralRules('he');
/** The word form for a count: one, two, other. */
const plural = (count: number, forms: { one: string; two: string; other: string }): string => {
  const category = pluralRules.select(count);
  return category === 'one' || category === 'two' ? forms[category] : forms.other;
};

const loader: Translations['loader'] = {
  loadFailed: 'לא ניתן היה לטעון את החלק הזה של טופס ההתחברות. יש לבדוק את החיבור ולנסות שוב.',
  retry: 'לנסות שוב',
  reloadNeeded: 'לא ניתן היה לטעון את החלק הזה של טופס ההתחברות. יש לטעון מחדש את הדף כדי לנסות שוב.',
  reload: 'טעינה מחדש של הדף',
};

const phoneInvalid = 'פורמט מספר הטלפון לא תקין. יש לוודא שמספר הטלפון בפורמט E.164.';

/** Hebrew (he). */
const he: Translations = {
  main: {
    header: 'הרשמה או התחברות',
    or: 'או',
    logoAlt: 'לוגו',
  },
  passkeys: {
    login: 'התחברות באמצעות מפתח גישה',
    successTitle: 'הפעולה הצליחה!',
    successText: 'האימות באמצעות מפתח הגישה בוצע בהצלחה.',
    registerTitle: 'הגדרת מפתח גישה חדש',
    create: 'יצירת מפתח גישה',
    skip: 'דילוג',
    createdTitle: 'מפתח הגישה נוצר בהצלחה!',
    listTitle: 'מפתחות הגישה שלך',
    existing: 'מפתחות גישה קיימים',
    none: 'עדיין אין מפתחות גישה.',
    setUpAnother: 'הגדרת מפתח גישה נוסף',
    done: 'סיום',
    rename: 'שינוי שם',
    renameLabel: (name) => `שם חדש עבור ${name}`,
    save: 'שמירה',
    cancel: 'ביטול',
    delete: 'מחיקה',
    deleteLabel: (name) => `מחיקת ${name}`,
    confirmDelete: (name) => `למחוק את "${name}"? לא תהיה לך יותר אפשרות להתחבר באמצעותו.`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `נוסף בתאריך ${created}` : null].filter(Boolean).join(' · '),
    platform: 'המכשיר הזה',
    securityKey: 'מפתח אבטחה',
    synced: 'מסונכרן',
    noSession: 'שגיאה: אי אפשר להשתמש ברכיב PasskeyRegistration בלי משתמש פעיל שעבר אימות.',
    errorGeneric: 'אירעה שגיאה לא ידועה במהלך האימות באמצעות מפתח הגישה. יש לנסות שוב.',
    errorNotFound:
      'רישום מפתח הגישה לא נמצא. ייתכן שמפתח הגישה נמחק מהחשבון שלך אבל לא ממנהל הסיסמאות. יש לנסות שוב.',
    errorDuplicate:
      'אי אפשר ליצור את מפתח הגישה כי נראה שהוא כבר רשום. ייתכן שמפתח הגישה הזה נרשם במכשיר אחר וסונכרן בין המכשירים.',
    errorNotCreated:
      'מפתח הגישה לא נוצר. אפשר ללחוץ על "יצירת מפתח גישה" כדי לנסות שוב, או לדלג בלי להוסיף מפתח גישה.',
  },
  loggedIn: {
    title: 'התחברת לחשבון',
    as: (identifier) => `התחברת בתור ${identifier}.`,
    logOut: 'התנתקות',
    loggingOut: 'מתבצעת התנתקות…',
    logoutFailed: 'לא ניתן היה לעדכן את הספק על ההתנתקות; ההתנתקות במכשיר הזה בוצעה.',
  },
  email: {
    label: 'אימייל',
    placeholder: 'example@email.com',
    invalid: 'פורמט האימייל לא תקין.',
    required: 'יש להזין את כתובת האימייל.',
    submit: 'המשך עם אימייל',
    submitting: 'מתבצעת שליחה…',
  },
  tabs: {
    label: 'דרכי התחברות',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
    email: 'אימייל',
  },
  phone: {
    label: 'מספר טלפון',
    countryLabel: 'מדינה',
    placeholder: '(123) 456-7890',
    invalid: phoneInvalid,
    required: 'יש להזין את מספר הטלפון.',
    submitSms: 'המשך עם SMS',
    submitWhatsapp: 'המשך עם WhatsApp',
    sending: 'מתבצעת שליחה…',
  },
  otpEmail: {
    invalid: 'כתובת האימייל לא תקינה.',
  },
  otp: {
    title: 'הזנת קוד אימות',
    sentTo: (destination) => `קוד אימות בן 6 ספרות נשלח אליך אל ${destination}`,
    codeLabel: 'קוד אימות',
    expiresIn: (timeRemaining) => `תוקף הקוד יפוג בעוד ${timeRemaining}.`,
    expired: 'תוקף הקוד פג.',
    invalidCode: 'פורמט הקוד לא תקין, יש לנסות שוב.',
    verifying: 'מתבצע אימות של הקוד...',
    resendPrompt: 'הקוד לא הגיע?',
    resendLink: 'שליחת הקוד מחדש',
    sending: 'מתבצעת שליחה…',
    codeSent: 'הקוד נשלח',
    back: 'חזרה',
    successTitle: 'הפעולה הצליחה!',
    successText: 'קוד האימות אומת בהצלחה.',
  },
  password: {
    resetTitle: 'איפוס הסיסמה',
    chooseHow: 'יש לבחור את הדרך ליצירת החשבון.',
    createTitle: 'כדי לסיים את יצירת החשבון, יש להגדיר סיסמה.',
    loginTitle: 'התחברות',
    emailLabel: 'אימייל',
    passwordLabel: 'סיסמה',
    show: 'הצגת הסיסמה',
    hide: 'הסתרת הסיסמה',
    submit: 'המשך',
    submitting: 'מתבצע עיבוד…',
    emailMeLink: 'שליחת קישור התחברות לאימייל שלי',
    emailMeCode: 'שליחת קוד התחברות לאימייל שלי',
    forgot: 'שכחת את הסיסמה?',
    forgotTitle: 'שכחת את הסיסמה?',
    forgotText: (email) => `קישור לאיפוס הסיסמה נשלח אליך לכתובת ${email}.`,
    setNewTitle: 'כדאי לבדוק את האימייל!',
    setNewText: (email) => `קישור להגדרת סיסמה לחשבון שלך נשלח אליך לכתובת ${email}.`,
    dedupeTitle: 'כדי להגדיר סיסמה חדשה, יש לבדוק את האימייל!',
    dedupeText: (email) =>
      `אנחנו רוצים לוודא שהחשבון שלך מאובטח ושההתחברות באמת שלך. קישור התחברות נשלח לכתובת ${email}.`,
    breachedTitle: 'יש לאפס את הסיסמה',
    breachWarning: 'ייתכן שהסיסמה הזו שימשה באתר אחר שהייתה בו בעיית אבטחה. יש לבחור סיסמה אחרת.',
    sendReset: 'שליחת קישור לאיפוס לאימייל שלי',
    resend: 'שליחת האימייל מחדש',
    emailResent: 'האימייל נשלח מחדש',
    resetSubmit: 'המשך',
    loggingIn: 'מתבצעת התחברות...',
    missingToken: 'בכתובת של הדף הזה חסר אסימון לאיפוס סיסמה. יש לפתוח שוב את הקישור מהאימייל.',
    linkUsedOrExpired:
      'כבר נעשה שימוש בקישור הזה לאיפוס הסיסמה, או שתוקפו פג. אפשר להזין את כתובת האימייל ונשלח לך קישור חדש.',
    sendNewLink: 'שליחת קישור חדש',
    newLinkSent: (email) =>
      `קישור חדש לאיפוס הסיסמה נשלח לכתובת ${email}. אפשר לפתוח אותו מתיבת הדואר הנכנס.`,
    loginLinkFailed: 'לא ניתן היה להתחבר באמצעות הקישור הזה',
    successTitle: 'הפעולה הצליחה!',
    successText: 'ההתחברות בוצעה בהצלחה.',
    checking: 'מתבצעת בדיקה של הסיסמה…',
    strengthLabel: 'חוזק הסיסמה',
    strengthLevels: ['חלשה מאוד', 'חלשה', 'בינונית', 'חזקה', 'חזקה מאוד'],
    ludsLength: (count) =>
      `חייבת להכיל לפחות ${count} ${plural(count, { one: 'תו', two: 'תווים', other: 'תווים' })}`,
    ludsComplexity: (count) => `חייבת לכלול ${count} מהבאים: אות גדולה, אות קטנה, ספרה, סמל`,
    met: 'הדרישה מתקיימת',
    notMet: 'הדרישה לא מתקיימת',
  },
  emailConfirmation: {
    title: 'כדאי לבדוק את האימייל',
    sentTo: (email) => `נשלח אימייל לכתובת ${email}.`,
    openGmail: 'פתיחה ב-Gmail',
    openYahoo: 'פתיחה ב-Yahoo',
    openOutlook: 'פתיחה ב-Outlook',
    opensInNewTab: '(נפתח בכרטיסייה חדשה)',
    tryAgain: 'לנסות שוב',
  },
  config: {
    passkeysAlone: 'שגיאה: אי אפשר להשתמש ב-passkeys לבד, יש להוסיף מוצר נוסף לתצורה.',
    emlWithEmailOtp: 'שגיאה: אי אפשר להשתמש גם ב-EML וגם ב-OTP באימייל',
    invalidJson: (attribute) =>
      `שגיאה: המאפיין ${attribute} אינו JSON תקין. מסוף הדפדפן מציין איפה ה-JSON שבור.`,
    unknownProduct: (product) =>
      `שגיאה: מוצר לא ידוע "${product}". יש להשתמש באחד מהבאים: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.`,
    missingAttribute: (attribute) => `שגיאה: המאפיין ${attribute} הוא חובה.`,
    invalidAttribute: (attribute, detail) => `שגיאה: המאפיין ${attribute} לא תקין: ${detail}`,
    emptyProducts: 'שגיאה: רשימת המוצרים ריקה, יש להוסיף מוצר לתצורה.',
    projectRefused: (detail) => `שגיאה: הספק דחה את האסימון הציבורי של הרכיב הזה: ${detail}`,
    unavailable: 'ההתחברות לא זמינה כרגע. יש לנסות שוב מאוחר יותר.',
    noRedirectUrls: (projectName, fields) =>
      `שגיאה: לקישורים שנשלחים באימייל אין לאן להוביל: לפרויקט "${projectName}" אין עבורם כתובת URL להפניה ` +
      `כברירת מחדל. יש להגדיר את ${fields.join(', ')} בתצורה, או להוסיף לפרויקט כתובות URL להפניה.`,
    bootstrapFailed: (detail) => `לא ניתן היה לטעון את הגדרות הפרויקט (${detail}); נעשה שימוש בברירות המחדל.`,
    insecureContext: (host) =>
      `הדף הזה מוגש ב-http רגיל מ-${host}: הדפדפן לא ישמור את קובצי ה-cookie של הסשן (הם מסומנים ` +
      'כ-Secure), ולכן ההתחברות תאבד בטעינה מחדש. יש להגיש את הדף ב-https (ב-localhost אפשר להשתמש ב-http).',
    stylesBlocked:
      'מדיניות אבטחת התוכן (CSP) של הדף דחתה את ה-nonce של הרכיב: במקום זאת הסגנונות שלו מוחלים כגיליונות סגנונות מאומצים (adopted stylesheets).',
  },
  errorScreen: {
    title: 'נראה שאירעה שגיאה!',
    back: 'חזרה',
    renderFailed: 'משהו השתבש בהצגת המסך הזה. יש לטעון מחדש את הדף ולנסות שוב.',
    loadFailed: loader.loadFailed,
    retry: loader.retry,
    loading: 'בטעינה…',
  },
  watermark: {
    poweredBy: 'מופעל על ידי',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'סגירה',
  },
  crypto: {
    continueWith: (wallet) => `המשך עם ${wallet}`,
    other: 'המשך עם ארנק קריפטו אחר',
    otherTitle: 'ארנקי קריפטו אחרים',
    setUp: 'הגדרת ארנק קריפטו חדש',
    setUpTitle: 'הגדרת ארנק קריפטו חדש',
    setUpText: 'יש להוריד ארנק, ליצור בו חשבון ואז לחזור לכאן כדי להמשיך.',
    download: (wallet) => `הורדת ${wallet}`,
    newTab: '(נפתח בכרטיסייה חדשה)',
    noWallets: 'לא נמצא ארנק קריפטו בדפדפן הזה.',
    connecting: 'מתבצע חיבור לארנק...',
    connectingText: (wallet) => `יש לאשר את החיבור ב-${wallet}.`,
    signing: 'מתבצעת השלמה של בקשת החתימה...',
    signingText: (wallet) => `יש לחתום על ההודעה ב-${wallet} כדי להוכיח שהארנק הזה שייך לך.`,
    successTitle: 'הפעולה הצליחה!',
    successText: 'הארנק חובר בהצלחה.',
    errorTitle: 'נראה שאירעה שגיאה!',
    rejected: 'הבקשה נדחתה בארנק.',
    tryAgain: 'לנסות שוב',
    back: 'חזרה',
  },
  oauth: {
    continueWith: (provider) => `המשך עם ${provider}`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `אי אפשר להציג את One Tap: המארח של הדף הזה, ${host}, אינו מקור JavaScript מורשה של לקוח Google OAuth של הפרויקט. הוסיפו אותו במסוף Google API (לפיתוח מקומי גם http://localhost וגם http://localhost:<port>).`,
      invalid_client:
        'אי אפשר להציג את One Tap: Google לא מזהה את מזהה הלקוח ששמור בהגדרות Google OAuth של הפרויקט.',
      oauth_config_not_found:
        'אי אפשר להציג את One Tap: לפרויקט אין לקוח Google OAuth. הגדירו אחד בהגדרות OAuth.',
      no_login_redirect_urls_set:
        'אי אפשר להציג את One Tap: לפרויקט אין כתובות URL להפניה אחרי התחברות, ולכן אי אפשר לבדוק את oauthOptions.loginRedirectURL. הוסיפו לפרויקט כתובות URL להפניה אחרי התחברות.',
      no_signup_redirect_urls_set:
        'אי אפשר להציג את One Tap: לפרויקט אין כתובות URL להפניה אחרי הרשמה, ולכן אי אפשר לבדוק את oauthOptions.signupRedirectURL. הוסיפו לפרויקט כתובות URL להפניה אחרי הרשמה.',
    },
  },
  consent: {
    missingParameter: (param) => `חסר פרמטר נדרש: ${param}. יש לפנות למפתח של האפליקציה.`,
    noSession: 'לא זוהה חיבור פעיל. יש להתחבר כדי להמשיך.',
    title: (clientName, projectName) => `כניסה אל ${clientName} באמצעות ${projectName}`,
    titleCustom: (clientName, projectName) => `${clientName} מבקשת גישה לחשבון שלך ב-${projectName}`,
    intro: (clientName) => `פעולה זו תאפשר ל-${clientName}:`,
    scopes: {
      openid: {
        summary: 'לאמת את זהותך',
        detail: 'לצפות בפרטי החשבון שלך.',
      },
      profile: {
        summary: 'לצפות בפרופיל שלך',
        detail: 'השם שלך, תמונת הפרופיל והשפה.',
      },
      email: {
        summary: 'לצפות בכתובת האימייל שלך',
        detail: 'כתובת האימייל של החשבון שלך.',
      },
      phone: {
        summary: 'לצפות במספר הטלפון שלך',
        detail: 'מספר הטלפון של החשבון שלך.',
      },
      offline_access: {
        summary: 'לשמור על גישה גם כשאינך משתמש באפליקציה',
        detail: 'גישה במצב לא מקוון וסנכרון ברקע, עד שתבטל אותה.',
      },
      full_access: {
        summary: 'לפעול בשמך באופן מלא',
        detail: 'כל מה שהחשבון שלך יכול לעשות, כולל ניהול החיבורים שלך.',
      },
    },
    customScope: (scope) => `להשתמש בהיקף ${scope}`,
    scopeName: (scope) => `היקף: ${scope}`,
    ungrantable: (clientName) => `אין לך הרשאות להעניק ל-${clientName} גישה לחלק מההיקפים המבוקשים.`,
    allow: 'אישור',
    deny: 'דחייה',
    theApp: 'האפליקציה',
    logoAlt: (clientName) => `הלוגו של ${clientName}`,
    denied: 'הגישה לאפליקציה נדחתה.',
    redirecting: 'מתבצעת הפניה…',
    invalidRedirect:
      'האפליקציה ביקשה להמשיך לכתובת שאינה דף אינטרנט, ולכן הכניסה נעצרה כאן. יש לפנות למפתח של האפליקציה.',
    successTitle: 'הפעולה הצליחה!',
    successText: 'נכנסת לחשבון. אפשר לסגור את הדף הזה.',
    logoutTitle: 'להתנתק?',
    logoutText: (projectName) => `בטוח שברצונך להתנתק מהחשבון שלך ב-${projectName}?`,
    yes: 'כן',
    no: 'לא',
    loggingOut: 'מתבצעת התנתקות…',
    notLoggedOut: 'לא התנתקת. אפשר לסגור את הדף הזה.',
  },
  errors: {
    catalogue: {
      invalid_email: 'פורמט האימייל לא תקין.',
      invalid_phone_number: phoneInvalid,
      unsubscribed_phone_number: 'מספר הטלפון הוסר מהרשימה; כדי להירשם מחדש יש לשלוח SMS עם המילה START.',
      inactive_email:
        'כתובת האימייל מסומנת כלא פעילה. אפשר לנסות כתובת אימייל אחרת, או לפנות למנהל המערכת אם נראה לך שזו טעות.',
      unauthorized_credentials: 'פרטי הכניסה לא מורשים.',
      user_unauthenticated: 'כדי לקרוא לשיטה הזו נדרש סשן פעיל. כבר התחברת?',
      email_not_found: 'האימייל לא נמצא.',
      unable_to_auth_magic_link:
        'לא ניתן היה לאמת את קישור ההתחברות כי כבר נעשה בו שימוש או שתוקפו פג. יש לנסות שוב.',
      no_user_password: 'לא נמצאה סיסמה למשתמש הזה. יש לנסות שוב.',
      breached_password: 'הסיסמה מופיעה ברשימת הסיסמאות שדלפו ויש לאפס אותה.',
      reset_password: 'יש לאפס את הסיסמה.',
      oauth_token_not_found: 'אסימון ה-OAuth לא נמצא.',
      invalid_code: 'פורמט הקוד לא תקין, יש לנסות שוב.',
      member_password_not_found: 'הסיסמה של החבר לא נמצאה.',
      oauth_flow_callback_error: 'אירעה שגיאה בקריאה החוזרת של תהליך ה-OAuth. יש לנסות שוב.',
      unauthorized_action: 'פעולה לא מורשית.',
      user_lock_limit_reached: 'יותר מדי ניסיונות אימות שנכשלו. יש לנסות שוב מאוחר יותר.',
      invalid_session_token: 'אסימון הסשן לא תקין.',
      session_not_found: 'הסשן לא נמצא.',
      invalid_phone_number_country_code: 'קידומת המדינה של מספר הטלפון לא תקינה, לא נתמכת או מושבתת.',
      otp_code_not_found: 'קוד האימות שגוי, יש לנסות שוב.',
      duplicate_member_phone_number: 'בארגון הזה כבר קיים חבר עם מספר הטלפון שצוין.',
      too_many_requests: 'יותר מדי ניסיונות. נסו שוב בעוד {0}.',
    },
    network: 'לא ניתן היה ליצור קשר עם שירות הכניסה. יש לבדוק את החיבור ולנסות שוב.',
    unexpected: 'שירות הכניסה שלח תגובה לא צפויה. יש לנסות שוב.',
    unknown: 'משהו השתבש. יש לנסות שוב.',
  },
  loader,
  strength: {
    warnings: {
      straightRow: 'שורות ישרות של מקשים במקלדת קלות לניחוש.',
      keyPattern: 'תבניות מקלדת קצרות קלות לניחוש.',
      simpleRepeat: 'תווים חוזרים כמו "aaa" קלים לניחוש.',
      extendedRepeat: 'תבניות תווים חוזרות כמו "abcabcabc" קלות לניחוש.',
      sequences: 'רצפי תווים נפוצים כמו "abc" קלים לניחוש.',
      recentYears: 'שנים אחרונות קלות לניחוש.',
      dates: 'תאריכים קלים לניחוש.',
      topTen: 'זו סיסמה בשימוש נרחב מאוד.',
      topHundred: 'זו סיסמה בשימוש תדיר.',
      common: 'זו סיסמה נפוצה.',
      similarToCommon: 'הסיסמה הזו דומה לסיסמה נפוצה.',
      wordByItself: 'מילים בודדות קלות לניחוש.',
      namesByThemselves: 'שמות פרטיים או שמות משפחה בודדים קלים לניחוש.',
      commonNames: 'שמות פרטיים ושמות משפחה נפוצים קלים לניחוש.',
      userInputs: 'הסיסמה לא צריכה לכלול פרטים אישיים או פרטים הקשורים לדף.',
      pwned: 'הסיסמה שלך נחשפה בדליפת מידע באינטרנט.',
    },
    suggestions: {
      l33t: 'יש להימנע מהחלפות אותיות צפויות כמו "@" במקום "a".',
      reverseWords: 'יש להימנע ממילים נפוצות באיות הפוך.',
      allUppercase: 'כדאי להשתמש באותיות גדולות בחלק מהאותיות, אבל לא בכולן.',
      capitalization: 'כדאי להשתמש באותיות גדולות לא רק באות הראשונה.',
      dates: 'יש להימנע מתאריכים ושנים שקשורים אליך.',
      recentYears: 'יש להימנע משנים אחרונות.',
      associatedYears: 'יש להימנע משנים שקשורות אליך.',
      sequences: 'יש להימנע מרצפי תווים נפוצים.',
      repeated: 'יש להימנע ממילים ומתווים חוזרים.',
      longerKeyboardPattern: 'כדאי להשתמש בתבניות מקלדת ארוכות יותר ולשנות את כיוון ההקלדה כמה פעמים.',
      anotherWord: 'כדאי להוסיף עוד מילים פחות נפוצות.',
      useWords: 'כדאי להשתמש בכמה מילים, אבל להימנע מביטויים נפוצים.',
      noNeed: 'אפשר ליצור סיסמאות חזקות גם בלי סמלים, ספרות או אותיות גדולות.',
      pwned: 'אם הסיסמה הזו משמשת אותך גם במקום אחר, כדאי להחליף אותה.',
    },
  },
  server: {
    noScript: 'הטופס הזה דורש JavaScript. יש להפעיל JavaScript בדפדפן ולטעון מחדש את הדף.',
  },
};

export default he;
