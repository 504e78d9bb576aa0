import type { Translations } from '../types';

const pluralRules = new Intl.PluralRules('ar');
/** The word form for a count: zero, one, two, few (3–10), many (11–99), other (100, 1000…). */
const plural = (count: number, forms: Record<Intl.LDMLPluralRule, string>): string =>
  forms[pluralRules.select(count)];

const loader: Translations['loader'] = {
  loadFailed: 'تعذّر تحميل هذا الجزء من نموذج تسجيل الدخول. تحقق من اتصالك وحاول مرة أخرى.',
  retry: 'إعادة المحاولة',
  reloadNeeded: 'تعذّر تحميل هذا الجزء من نموذج تسجيل الدخول. أعد تحميل الصفحة للمحاولة مرة أخرى.',
  reload: 'إعادة تحميل الصفحة',
};

const phoneInvalid = 'تنسيق رقم الهاتف غير صالح. تأكد من أن رقم الهاتف بتنسيق E.164.';

/** Arabic (ar), Modern Standard Arabic. */
const ar: Translations = {
  main: {
    header: 'أنشئ حسابًا أو سجّل الدخول',
    or: 'أو',
    logoAlt: 'الشعار',
  },
  passkeys: {
    login: 'تسجيل الدخول باستخدام مفتاح مرور',
    successTitle: 'تم بنجاح!',
    successText: 'تمت مصادقة مفتاح المرور بنجاح.',
    registerTitle: 'إعداد مفتاح مرور جديد',
    create: 'إنشاء مفتاح مرور',
    skip: 'تخطّي',
    createdTitle: 'تم إنشاء مفتاح المرور بنجاح!',
    listTitle: 'مفاتيح المرور الخاصة بك',
    existing: 'مفاتيح المرور الحالية',
    none: 'لا توجد مفاتيح مرور بعد.',
    setUpAnother: 'إعداد مفتاح مرور آخر',
    done: 'تم',
    rename: 'إعادة تسمية',
    renameLabel: (name) => `اسم جديد لمفتاح المرور ${name}`,
    save: 'حفظ',
    cancel: 'إلغاء',
    delete: 'حذف',
    deleteLabel: (name) => `حذف ${name}`,
    confirmDelete: (name) => `هل تريد حذف «${name}»؟ لن تتمكن بعد ذلك من تسجيل الدخول باستخدامه.`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `أُضيف في ${created}` : null].filter(Boolean).join(' · '),
    platform: 'هذا الجهاز',
    securityKey: 'مفتاح أمان',
    synced: 'متزامن',
    noSession: 'خطأ: لا يمكن استخدام المكوّن PasskeyRegistration بدون مستخدم نشط تمت مصادقته.',
    errorGeneric: 'حدث خطأ غير معروف أثناء المصادقة باستخدام مفتاح المرور. يُرجى المحاولة مرة أخرى.',
    errorNotFound:
      'لم يتم العثور على تسجيل مفتاح المرور. ربما حذفت مفتاح المرور من حسابك ولكن ليس من مدير كلمات المرور. يُرجى المحاولة مرة أخرى.',
    errorDuplicate:
      'يتعذّر إنشاء مفتاح المرور لأنه يبدو مسجّلاً بالفعل. من المحتمل أن يكون مفتاح المرور هذا قد سُجّل على جهاز آخر ثم تمت مزامنته عبر الأجهزة.',
    errorNotCreated:
      'لم يتم إنشاء مفتاح المرور. انقر على «إنشاء مفتاح مرور» للمحاولة مرة أخرى، أو تخطَّ هذه الخطوة بدون إضافة مفتاح مرور.',
  },
  loggedIn: {
    title: 'تم تسجيل دخولك',
    as: (identifier) => `تم تسجيل الدخول باسم ${identifier}.`,
    logOut: 'تسجيل الخروج',
    loggingOut: 'جارٍ تسجيل الخروج…',
    logoutFailed: 'تعذّر إبلاغ مزوّد الخدمة بتسجيل الخروج؛ تم تسجيل خروجك على هذا الجهاز.',
  },
  email: {
    label: 'البريد الإلكتروني',
    placeholder: 'example@email.com',
    invalid: 'تنسيق البريد الإلكتروني غير صالح.',
    required: 'أدخل بريدك الإلكتروني.',
    submit: 'المتابعة باستخدام البريد الإلكتروني',
    submitting: 'جارٍ الإرسال…',
  },
  tabs: {
    label: 'طرق تسجيل الدخول',
    sms: 'رسالة نصية',
    whatsapp: 'WhatsApp',
    email: 'البريد الإلكتروني',
  },
  phone: {
    label: 'رقم الهاتف',
    countryLabel: 'البلد',
    placeholder: '(123) 456-7890',
    invalid: phoneInvalid,
    required: 'أدخل رقم هاتفك.',
    submitSms: 'المتابعة عبر رسالة نصية',
    submitWhatsapp: 'المتابعة عبر WhatsApp',
    sending: 'جارٍ الإرسال…',
  },
  otpEmail: {
    invalid: 'عنوان البريد الإلكتروني غير صالح.',
  },
  otp: {
    title: 'أدخل رمز التحقق',
    sentTo: (destination) => `تم إرسال رمز تحقق مكوّن من 6 أرقام إليك على ${destination}`,
    codeLabel: 'رمز التحقق',
    expiresIn: (timeRemaining) => `تنتهي صلاحية الرمز خلال ${timeRemaining}.`,
    expired: 'انتهت صلاحية الرمز.',
    invalidCode: 'تنسيق الرمز غير صالح، يُرجى المحاولة مرة أخرى.',
    verifying: 'جارٍ التحقق من الرمز...',
    resendPrompt: 'ألم يصلك الرمز؟',
    resendLink: 'إعادة إرسال الرمز',
    sending: 'جارٍ الإرسال…',
    codeSent: 'تم إرسال الرمز',
    back: 'رجوع',
    successTitle: 'تم بنجاح!',
    successText: 'تم التحقق من الرمز بنجاح.',
  },
  password: {
    resetTitle: 'إعادة تعيين كلمة المرور',
    chooseHow: 'اختر الطريقة التي تريد بها إنشاء حسابك.',
    createTitle: 'أكمل إنشاء حسابك بتعيين كلمة مرور.',
    loginTitle: 'تسجيل الدخول',
    emailLabel: 'البريد الإلكتروني',
    passwordLabel: 'كلمة المرور',
    show: 'إظهار كلمة المرور',
    hide: 'إخفاء كلمة المرور',
    submit: 'متابعة',
    submitting: 'جارٍ المعالجة…',
    emailMeLink: 'إرسال رابط تسجيل الدخول إلى بريدي الإلكتروني',
    emailMeCode: 'إرسال رمز تسجيل الدخول إلى بريدي الإلكتروني',
    forgot: 'هل نسيت كلمة المرور؟',
    forgotTitle: 'هل نسيت كلمة المرور؟',
    forgotText: (email) => `تم إرسال رابط لإعادة تعيين كلمة المرور إليك على ${email}.`,
    setNewTitle: 'تحقق من بريدك الإلكتروني!',
    setNewText: (email) => `تم إرسال رابط لتعيين كلمة مرور لحسابك إليك على ${email}.`,
    dedupeTitle: 'تحقق من بريدك الإلكتروني لتعيين كلمة مرور جديدة!',
    dedupeText: (email) =>
      `نريد التأكد من أن حسابك آمن وأنك أنت من يسجّل الدخول فعلاً. تم إرسال رابط لتسجيل الدخول إلى ${email}.`,
    breachedTitle: 'يجب إعادة تعيين كلمة المرور',
    breachWarning: 'ربما استُخدمت كلمة المرور هذه على موقع آخر تعرّض لمشكلة أمنية. يُرجى اختيار كلمة مرور أخرى.',
    sendReset: 'إرسال رابط إعادة التعيين إلى بريدي الإلكتروني',
    resend: 'إعادة إرسال الرسالة',
    emailResent: 'تمت إعادة إرسال الرسالة',
    resetSubmit: 'متابعة',
    loggingIn: 'جارٍ تسجيل الدخول...',
    missingToken:
      'يجب أن يتضمن عنوان هذه الصفحة رمزًا مميزًا لإعادة تعيين كلمة المرور. افتح الرابط من الرسالة مرة أخرى.',
    linkUsedOrExpired:
      'رابط إعادة تعيين كلمة المرور هذا استُخدم بالفعل أو انتهت صلاحيته. أدخل بريدك الإلكتروني وسنرسل إليك رابطًا جديدًا.',
    sendNewLink: 'إرسال رابط جديد',
    newLinkSent: (email) =>
      `تم إرسال رابط جديد لإعادة تعيين كلمة المرور إلى ${email}. افتحه من صندوق الوارد.`,
    loginLinkFailed: 'تعذّر تسجيل دخولك باستخدام هذا الرابط',
    successTitle: 'تم بنجاح!',
    successText: 'تم تسجيل دخولك بنجاح.',
    checking: 'جارٍ التحقق من كلمة المرور…',
    strengthLabel: 'قوة كلمة المرور',
    strengthLevels: ['ضعيفة جدًا', 'ضعيفة', 'مقبولة', 'قوية', 'قوية جدًا'],
    ludsLength: (count) =>
      `يجب أن تتكون من ${count} ${plural(count, { zero: 'حرف', one: 'حرف', two: 'حرفين', few: 'أحرف', many: 'حرفًا', other: 'حرف' })} على الأقل`,
    ludsComplexity: (count) => `يجب أن تحتوي على ${count} مما يلي: حرف كبير، حرف صغير، رقم، رمز`,
    met: 'تم استيفاء الشرط',
    notMet: 'لم يتم استيفاء الشرط',
  },
  emailConfirmation: {
    title: 'تحقق من بريدك الإلكتروني',
    sentTo: (email) => `تم إرسال رسالة إلى ${email}.`,
    openGmail: 'فتح في Gmail',
    openYahoo: 'فتح في Yahoo',
    openOutlook: 'فتح في Outlook',
    opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
    tryAgain: 'إعادة المحاولة',
  },
  config: {
    passkeysAlone: 'خطأ: لا يمكن استخدام passkeys بمفرده، يُرجى إضافة منتج آخر إلى التهيئة.',
    emlWithEmailOtp: 'خطأ: لا يمكن استخدام EML وOTP عبر البريد الإلكتروني معًا',
    invalidJson: (attribute) =>
      `خطأ: السمة ${attribute} ليست JSON صالحًا. تُظهر وحدة تحكم المتصفح موضع الخلل في JSON.`,
    unknownProduct: (product) =>
      `خطأ: منتج غير معروف «${product}». استخدم أحد المنتجات التالية: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.`,
    missingAttribute: (attribute) => `خطأ: السمة ${attribute} مطلوبة.`,
    invalidAttribute: (attribute, detail) => `خطأ: السمة ${attribute} غير صالحة: ${detail}`,
    emptyProducts: 'خطأ: قائمة المنتجات فارغة، يُرجى إضافة منتج إلى التهيئة.',
    projectRefused: (detail) => `خطأ: رفض مزوّد الخدمة الرمز المميز العام لهذا العنصر: ${detail}`,
    unavailable: 'تسجيل الدخول غير متاح حاليًا. يُرجى المحاولة مرة أخرى لاحقًا.',
    noRedirectUrls: (projectName, fields) =>
      `خطأ: لن تجد الروابط المرسلة بالبريد الإلكتروني وجهة تنتقل إليها: لا يتضمن المشروع «${projectName}» عنوان URL ` +
      `افتراضيًا لإعادة التوجيه لها. عيّن ${fields.join(', ')} في التهيئة، أو أضف عناوين URL لإعادة التوجيه إلى المشروع.`,
    bootstrapFailed: (detail) => `تعذّر تحميل إعدادات المشروع (${detail})؛ يتم استخدام الإعدادات الافتراضية.`,
    insecureContext: (host) =>
      `يتم تقديم هذه الصفحة عبر http عادي من ${host}: لن يحتفظ المتصفح بملفات تعريف الارتباط الخاصة بالجلسة ` +
      '(لأنها Secure)، لذا يُفقد تسجيل الدخول عند إعادة التحميل. قدّم الصفحة عبر https (يمكن استخدام http مع localhost).',
    stylesBlocked:
      'رفضت سياسة أمان المحتوى (CSP) في الصفحة قيمة nonce الخاصة بالعنصر: لذا تُطبَّق أنماطه بدلاً من ذلك كأوراق أنماط مُعتمَدة (adopted stylesheets).',
  },
  errorScreen: {
    title: 'يبدو أنه حدث خطأ!',
    back: 'الرجوع',
    renderFailed: 'حدث خطأ أثناء عرض هذه الشاشة. يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
    loadFailed: loader.loadFailed,
    retry: loader.retry,
    loading: 'جارٍ التحميل…',
  },
  watermark: {
    poweredBy: 'مدعوم من',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'إغلاق',
  },
  crypto: {
    continueWith: (wallet) => `المتابعة باستخدام ${wallet}`,
    other: 'المتابعة باستخدام محفظة عملات مشفّرة أخرى',
    otherTitle: 'محافظ عملات مشفّرة أخرى',
    setUp: 'إعداد محفظة عملات مشفّرة جديدة',
    setUpTitle: 'إعداد محفظة عملات مشفّرة جديدة',
    setUpText: 'نزّل محفظة، وأنشئ حسابًا فيها، ثم عُد إلى هنا للمتابعة.',
    download: (wallet) => `تنزيل ${wallet}`,
    newTab: '(يُفتح في علامة تبويب جديدة)',
    noWallets: 'لم يتم العثور على أي محفظة عملات مشفّرة في هذا المتصفح.',
    connecting: 'جارٍ الاتصال بمحفظتك...',
    connectingText: (wallet) => `وافق على الاتصال في ${wallet}.`,
    signing: 'جارٍ إكمال طلب التوقيع...',
    signingText: (wallet) => `وقّع الرسالة في ${wallet} لإثبات أن هذه المحفظة ملكك.`,
    successTitle: 'تم بنجاح!',
    successText: 'تم ربط محفظتك بنجاح.',
    errorTitle: 'يبدو أنه حدث خطأ!',
    rejected: 'تم رفض الطلب في محفظتك.',
    tryAgain: 'إعادة المحاولة',
    back: 'رجوع',
  },
  oauth: {
    continueWith: (provider) => `المتابعة باستخدام ${provider}`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `يتعذّر عرض One Tap: مضيف هذه الصفحة ${host} ليس مصدر JavaScript مصرّحًا به لعميل Google OAuth الخاص بالمشروع. أضِفه في وحدة تحكم Google API (للتطوير المحلي أضِف http://localhost و http://localhost:<port> معًا).`,
      invalid_client:
        'يتعذّر عرض One Tap: لا تتعرّف Google على معرّف العميل المحفوظ في إعدادات Google OAuth للمشروع.',
      oauth_config_not_found:
        'يتعذّر عرض One Tap: لا يملك المشروع عميل Google OAuth. أنشئ واحدًا في إعدادات OAuth.',
      no_login_redirect_urls_set:
        'يتعذّر عرض One Tap: لا توجد في المشروع عناوين URL لإعادة التوجيه بعد تسجيل الدخول، لذلك لا يمكن التحقق من oauthOptions.loginRedirectURL. أضِف إلى المشروع عناوين URL لإعادة التوجيه بعد تسجيل الدخول.',
      no_signup_redirect_urls_set:
        'يتعذّر عرض One Tap: لا توجد في المشروع عناوين URL لإعادة التوجيه بعد التسجيل، لذلك لا يمكن التحقق من oauthOptions.signupRedirectURL. أضِف إلى المشروع عناوين URL لإعادة التوجيه بعد التسجيل.',
    },
  },
  consent: {
    missingParameter: (param) => `معلمة مطلوبة مفقودة: ${param}. يُرجى التواصل مع مطوّر التطبيق.`,
    noSession: 'لم يتم العثور على جلسة نشطة. يُرجى تسجيل الدخول للمتابعة.',
    title: (clientName, projectName) => `تسجيل الدخول إلى ${clientName} باستخدام ${projectName}`,
    titleCustom: (clientName, projectName) => `يريد ${clientName} الوصول إلى حسابك في ${projectName}`,
    intro: (clientName) => `سيتمكّن ${clientName} من:`,
    scopes: {
      openid: {
        summary: 'التحقق من هويتك',
        detail: 'عرض معلومات حسابك.',
      },
      profile: {
        summary: 'عرض ملفك الشخصي',
        detail: 'اسمك وصورة ملفك الشخصي ولغتك.',
      },
      email: {
        summary: 'عرض عنوان بريدك الإلكتروني',
        detail: 'عنوان البريد الإلكتروني لحسابك.',
      },
      phone: {
        summary: 'عرض رقم هاتفك',
        detail: 'رقم الهاتف المرتبط بحسابك.',
      },
      offline_access: {
        summary: 'الاحتفاظ بالوصول أثناء عدم استخدامك للتطبيق',
        detail: 'الوصول دون اتصال والمزامنة في الخلفية، إلى أن تُلغيه.',
      },
      full_access: {
        summary: 'التصرّف نيابةً عنك بالكامل',
        detail: 'كل ما يمكن لحسابك فعله، بما في ذلك إدارة جلساتك.',
      },
    },
    customScope: (scope) => `استخدام النطاق ${scope}`,
    scopeName: (scope) => `النطاق: ${scope}`,
    ungrantable: (clientName) => `ليست لديك أذونات لمنح ${clientName} حق الوصول إلى بعض النطاقات المطلوبة.`,
    allow: 'سماح',
    deny: 'رفض',
    theApp: 'التطبيق',
    logoAlt: (clientName) => `شعار ${clientName}`,
    denied: 'تم رفض الوصول إلى التطبيق.',
    redirecting: 'جارٍ إعادة التوجيه…',
    invalidRedirect:
      'طلب التطبيق المتابعة إلى عنوان ليس صفحة ويب، لذا توقّف تسجيل الدخول هنا. يُرجى التواصل مع مطوّر التطبيق.',
    successTitle: 'تم بنجاح!',
    successText: 'تم تسجيل دخولك. يمكنك إغلاق هذه الصفحة.',
    logoutTitle: 'تسجيل الخروج؟',
    logoutText: (projectName) => `هل تريد بالتأكيد تسجيل الخروج من حسابك في ${projectName}؟`,
    yes: 'نعم',
    no: 'لا',
    loggingOut: 'جارٍ تسجيل الخروج…',
    notLoggedOut: 'لم يتم تسجيل خروجك. يمكنك إغلاق هذه الصفحة.',
  },
  errors: {
    catalogue: {
      invalid_email: 'تنسيق البريد الإلكتروني غير صالح.',
      invalid_phone_number: phoneInvalid,
      unsubscribed_phone_number: 'تم إلغاء اشتراك رقم الهاتف؛ لإعادة الاشتراك أرسل رسالة نصية بكلمة START.',
      inactive_email:
        'عنوان البريد الإلكتروني مصنّف على أنه غير نشط. يُرجى تجربة عنوان بريد إلكتروني آخر، أو التواصل مع المسؤول إذا كنت تعتقد أن هذا خطأ.',
      unauthorized_credentials: 'بيانات اعتماد غير مصرّح بها.',
      user_unauthenticated: 'يجب أن تكون لديك جلسة نشطة لاستدعاء هذه الطريقة. هل سجّلت الدخول بعد؟',
      email_not_found: 'لم يتم العثور على البريد الإلكتروني.',
      unable_to_auth_magic_link:
        'تعذّرت مصادقة رابط تسجيل الدخول لأنه استُخدم بالفعل أو انتهت صلاحيته. يُرجى المحاولة مرة أخرى.',
      no_user_password: 'لم يتم العثور على كلمة مرور لهذا المستخدم. يُرجى المحاولة مرة أخرى.',
      breached_password: 'كلمة المرور موجودة في قائمة كلمات المرور المسرّبة ويجب إعادة تعيينها.',
      reset_password: 'يجب إعادة تعيين كلمة المرور.',
      oauth_token_not_found: 'تعذّر العثور على رمز OAuth المميز.',
      invalid_code: 'تنسيق الرمز غير صالح، يُرجى المحاولة مرة أخرى.',
      member_password_not_found: 'لم يتم العثور على كلمة مرور العضو.',
      oauth_flow_callback_error: 'حدث خطأ في استدعاء رد الاتصال لتدفق OAuth. يُرجى المحاولة مرة أخرى.',
      unauthorized_action: 'إجراء غير مصرّح به.',
      user_lock_limit_reached: 'عدد كبير جدًا من محاولات المصادقة الفاشلة. يُرجى المحاولة مرة أخرى لاحقًا.',
      invalid_session_token: 'رمز الجلسة المميز غير صالح.',
      session_not_found: 'لم يتم العثور على الجلسة.',
      invalid_phone_number_country_code: 'رمز البلد في رقم الهاتف غير صالح أو غير مدعوم أو معطّل.',
      otp_code_not_found: 'رمز التحقق غير صالح، يُرجى المحاولة مرة أخرى.',
      duplicate_member_phone_number: 'يوجد بالفعل عضو يحمل رقم الهاتف المحدد في هذه المؤسسة.',
      too_many_requests: 'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {0}.',
    },
    network: 'تعذّر الوصول إلى خدمة تسجيل الدخول. تحقق من اتصالك وحاول مرة أخرى.',
    unexpected: 'أرسلت خدمة تسجيل الدخول استجابة غير متوقعة. يُرجى المحاولة مرة أخرى.',
    unknown: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
  },
  loader,
  strength: {
    warnings: {
      straightRow: 'من السهل تخمين الصفوف المستقيمة من المفاتيح على لوحة المفاتيح.',
      keyPattern: 'من السهل تخمين أنماط لوحة المفاتيح القصيرة.',
      simpleRepeat: 'من السهل تخمين الأحرف المتكررة مثل "aaa".',
      extendedRepeat: 'من السهل تخمين أنماط الأحرف المتكررة مثل "abcabcabc".',
      sequences: 'من السهل تخمين تسلسلات الأحرف الشائعة مثل "abc".',
      recentYears: 'من السهل تخمين السنوات الأخيرة.',
      dates: 'من السهل تخمين التواريخ.',
      topTen: 'هذه كلمة مرور مستخدمة بكثرة.',
      topHundred: 'هذه كلمة مرور مستخدمة بشكل متكرر.',
      common: 'هذه كلمة مرور شائعة الاستخدام.',
      similarToCommon: 'هذه كلمة مرور مشابهة لكلمة مرور شائعة الاستخدام.',
      wordByItself: 'من السهل تخمين الكلمات المنفردة.',
      namesByThemselves: 'من السهل تخمين الأسماء المنفردة أو الألقاب.',
      commonNames: 'من السهل تخمين الأسماء والألقاب الشائعة.',
      userInputs: 'يجب ألا يكون هناك أي بيانات شخصية أو متعلقة بالصفحة.',
      pwned: 'تم الكشف عن كلمة المرور الخاصة بك عن طريق تسريب بيانات على الإنترنت.',
    },
    suggestions: {
      l33t: "تجنب الاستبدالات المتوقعة للأحرف مثل '@' بدل 'a'.",
      reverseWords: 'تجنب التهجئة المعكوسة للكلمات الشائعة.',
      allUppercase: 'قم بتكبير بعض الحروف ولكن ليس جميعها.',
      capitalization: 'قم بتكبير حروف أخرى وليس الحرف الأول فقط.',
      dates: 'تجنب التواريخ والسنوات المرتبطة بك.',
      recentYears: 'تجنب السنوات الأخيرة.',
      associatedYears: 'تجنب السنوات المرتبطة بك.',
      sequences: 'تجنب تسلسل الأحرف الشائعة.',
      repeated: 'تجنب الكلمات والأحرف المتكررة.',
      longerKeyboardPattern: 'استخدم أنماط لوحة المفاتيح أطول وقم بتغيير اتجاه الكتابة عدة مرات.',
      anotherWord: 'أضف المزيد من الكلمات الأقل شيوعًا.',
      useWords: 'استخدم كلمات متعددة، ولكن تجنب العبارات الشائعة.',
      noNeed: 'يمكنك إنشاء كلمات مرور قوية دون استخدام الرموز أو الأرقام أو الأحرف الكبيرة.',
      pwned: 'إذا كنت تستخدم كلمة المرور هذه في مكان آخر، فيجب عليك تغييرها.',
    },
  },
  server: {
    noScript: 'يحتاج هذا النموذج إلى JavaScript. فعِّل JavaScript في متصفحك، ثم أعد تحميل الصفحة.',
  },
};

export default ar;
