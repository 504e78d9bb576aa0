import type { Translations } from '../types';

const pluralRules = new Intl.PluralRules('uk');
/** The word form for a count: one (1, 21…), few (2–4, 22…), many (0, 5–20…), other (fractions). */
const plural = (count: number, forms: { one: string; few: string; many: string; other: string }): string => {
  const category = pluralRules.select(count);
  return category === 'one' || category === 'few' || category === 'many' ? forms[category] : forms.other;
};

const loader: Translations['loader'] = {
  loadFailed: 'Не вдалося завантажити цю частину форми входу. Перевірте підключення й спробуйте ще раз.',
  retry: 'Спробувати ще раз',
  reloadNeeded:
    'Не вдалося завантажити цю частину форми входу. Перезавантажте сторінку, щоб спробувати ще раз.',
  reload: 'Перезавантажити сторінку',
};

const phoneInvalid = 'Неправильний формат номера телефону. Переконайтеся, що номер указано у форматі E.164.';

/** Ukrainian (uk). */
const uk: Translations = {
  main: {
    header: 'Зареєструйтеся або увійдіть',
    or: 'або',
    logoAlt: 'Логотип',
  },
  passkeys: {
    login: 'Увійти з ключем доступу',
    successTitle: 'Успішно!',
    successText: 'Ваш ключ доступу успішно підтверджено.',
    registerTitle: 'Налаштуйте новий ключ доступу',
    create: 'Створити ключ доступу',
    skip: 'Пропустити',
    createdTitle: 'Ключ доступу успішно створено!',
    listTitle: 'Ваші ключі доступу',
    existing: 'Наявні ключі доступу',
    none: 'Ключів доступу ще немає.',
    setUpAnother: 'Налаштувати ще один ключ доступу',
    done: 'Готово',
    rename: 'Перейменувати',
    renameLabel: (name) => `Нова назва для ${name}`,
    save: 'Зберегти',
    cancel: 'Скасувати',
    delete: 'Видалити',
    deleteLabel: (name) => `Видалити ${name}`,
    confirmDelete: (name) => `Видалити «${name}»? Ви більше не зможете входити за його допомогою.`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `додано ${created}` : null].filter(Boolean).join(' · '),
    platform: 'Цей пристрій',
    securityKey: 'Ключ безпеки',
    synced: 'синхронізовано',
    noSession:
      'Помилка: компонент PasskeyRegistration не можна використовувати без активного автентифікованого користувача.',
    errorGeneric:
      'Під час автентифікації за допомогою ключа доступу сталася невідома помилка. Спробуйте ще раз.',
    errorNotFound:
      'Реєстрацію ключа доступу не знайдено. Можливо, ви видалили ключ доступу зі свого облікового запису, але не з менеджера паролів. Спробуйте ще раз.',
    errorDuplicate:
      'Не вдалося створити ключ доступу: схоже, його вже зареєстровано. Можливо, цей ключ доступу зареєстрували на іншому пристрої та синхронізували між пристроями.',
    errorNotCreated:
      'Ключ доступу не створено. Натисніть «Створити ключ доступу», щоб спробувати ще раз, або пропустіть цей крок, не додаючи ключ доступу.',
  },
  loggedIn: {
    title: 'Ви ввійшли в обліковий запис',
    as: (identifier) => `Ви ввійшли як ${identifier}.`,
    logOut: 'Вийти',
    loggingOut: 'Виконується вихід…',
    logoutFailed:
      'Не вдалося повідомити постачальника про вихід; на цьому пристрої ви вийшли з облікового запису.',
  },
  email: {
    label: 'Електронна пошта',
    placeholder: 'example@email.com',
    invalid: 'Неправильний формат адреси електронної пошти.',
    required: 'Введіть адресу електронної пошти.',
    submit: 'Продовжити через електронну пошту',
    submitting: 'Надсилання…',
  },
  tabs: {
    label: 'Способи входу',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
    email: 'Ел. пошта',
  },
  phone: {
    label: 'Номер телефону',
    countryLabel: 'Країна',
    placeholder: '(123) 456-7890',
    invalid: phoneInvalid,
    required: 'Введіть номер телефону.',
    submitSms: 'Продовжити через SMS',
    submitWhatsapp: 'Продовжити через WhatsApp',
    sending: 'Надсилання…',
  },
  otpEmail: {
    invalid: 'Недійсна адреса електронної пошти.',
  },
  otp: {
    title: 'Введіть код',
    sentTo: (destination) => `Ми надіслали вам 6-значний код на ${destination}`,
    codeLabel: 'Код підтвердження',
    expiresIn: (timeRemaining) => `Термін дії коду закінчиться через ${timeRemaining}.`,
    expired: 'Термін дії коду закінчився.',
    invalidCode: 'Неправильний формат коду. Спробуйте ще раз.',
    verifying: 'Перевірка коду...',
    resendPrompt: 'Не отримали код?',
    resendLink: 'Надіслати код повторно',
    sending: 'Надсилання…',
    codeSent: 'Код надіслано',
    back: 'Назад',
    successTitle: 'Успішно!',
    successText: 'Код успішно підтверджено.',
  },
  password: {
    resetTitle: 'Скидання пароля',
    chooseHow: 'Виберіть спосіб створення облікового запису.',
    createTitle: 'Щоб завершити створення облікового запису, установіть пароль.',
    loginTitle: 'Вхід',
    emailLabel: 'Електронна пошта',
    passwordLabel: 'Пароль',
    show: 'Показати пароль',
    hide: 'Сховати пароль',
    submit: 'Продовжити',
    submitting: 'Обробка…',
    emailMeLink: 'Надіслати посилання для входу на пошту',
    emailMeCode: 'Надіслати код для входу на пошту',
    forgot: 'Забули пароль?',
    forgotTitle: 'Забули пароль?',
    forgotText: (email) => `Посилання для скидання пароля надіслано на адресу ${email}.`,
    setNewTitle: 'Перевірте пошту!',
    setNewText: (email) =>
      `Посилання для створення пароля до вашого облікового запису надіслано на адресу ${email}.`,
    dedupeTitle: 'Перевірте пошту, щоб установити новий пароль!',
    dedupeText: (email) =>
      `Ми хочемо переконатися, що ваш обліковий запис захищено і що входите саме ви. Посилання для входу надіслано на адресу ${email}.`,
    breachedTitle: 'Потрібно скинути пароль',
    breachWarning:
      'Можливо, цей пароль використовувався на іншому сайті, де стався інцидент безпеки. Виберіть інший пароль.',
    sendReset: 'Надіслати посилання для скидання на пошту',
    resend: 'Надіслати лист повторно',
    emailResent: 'Лист надіслано повторно',
    resetSubmit: 'Продовжити',
    loggingIn: 'Виконується вхід...',
    missingToken:
      'Адреса цієї сторінки має містити токен для скидання пароля. Відкрийте посилання з листа ще раз.',
    linkUsedOrExpired:
      'Це посилання для скидання пароля вже використано або термін його дії закінчився. Введіть адресу електронної пошти, і ми надішлемо вам нове.',
    sendNewLink: 'Надіслати нове посилання',
    newLinkSent: (email) =>
      `Нове посилання для скидання пароля надіслано на адресу ${email}. Відкрийте його з папки «Вхідні».`,
    loginLinkFailed: 'Не вдалося ввійти за цим посиланням',
    successTitle: 'Успішно!',
    successText: 'Ви успішно ввійшли в обліковий запис.',
    checking: 'Перевірка пароля…',
    strengthLabel: 'Надійність пароля',
    strengthLevels: ['Дуже слабкий', 'Слабкий', 'Середній', 'Надійний', 'Дуже надійний'],
    ludsLength: (count) =>
      `Має містити щонайменше ${count} ${plural(count, { one: 'символ', few: 'символи', many: 'символів', other: 'символу' })}`,
    ludsComplexity: (count) =>
      `Має містити символи ${count} ${plural(count, { one: 'типу', few: 'типів', many: 'типів', other: 'типу' })} із таких: великі літери, малі літери, цифри, спецсимволи`,
    met: 'вимогу виконано',
    notMet: 'вимогу не виконано',
  },
  emailConfirmation: {
    title: 'Перевірте пошту',
    sentTo: (email) => `Лист надіслано на адресу ${email}.`,
    openGmail: 'Відкрити в Gmail',
    openYahoo: 'Відкрити в Yahoo',
    openOutlook: 'Відкрити в Outlook',
    opensInNewTab: '(відкриється в новій вкладці)',
    tryAgain: 'Спробувати ще раз',
  },
  config: {
    passkeysAlone:
      'Помилка: продукт passkeys не можна використовувати окремо, додайте до конфігурації ще один продукт.',
    emlWithEmailOtp: 'Помилка: не можна одночасно використовувати EML та OTP електронною поштою',
    invalidJson: (attribute) =>
      `Помилка: атрибут ${attribute} містить недійсний JSON. Місце, де JSON порушено, указано в консолі браузера.`,
    unknownProduct: (product) =>
      `Помилка: невідомий продукт «${product}». Використовуйте один із таких: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.`,
    missingAttribute: (attribute) => `Помилка: атрибут ${attribute} обов’язковий.`,
    invalidAttribute: (attribute, detail) => `Помилка: недійсне значення атрибута ${attribute}: ${detail}`,
    emptyProducts: 'Помилка: список продуктів порожній, додайте продукт до конфігурації.',
    projectRefused: (detail) => `Помилка: постачальник відхилив публічний токен цього елемента: ${detail}`,
    unavailable: 'Вхід зараз недоступний. Спробуйте пізніше.',
    noRedirectUrls: (projectName, fields) =>
      `Помилка: посиланням із листів нікуди вести: проєкт «${projectName}» не має для них URL-адреси переспрямування за замовчуванням. ` +
      `Укажіть ${fields.join(', ')} у конфігурації або додайте URL-адреси переспрямування до проєкту.`,
    bootstrapFailed: (detail) =>
      `Не вдалося завантажити налаштування проєкту (${detail}); використовуються значення за замовчуванням.`,
    insecureContext: (host) =>
      `Цю сторінку завантажено через незахищений протокол http з ${host}: браузер не збереже файли cookie сеансу ` +
      '(вони мають позначку Secure), тому після перезавантаження вхід буде втрачено. Завантажуйте сторінку через https (для localhost можна використовувати http).',
    stylesBlocked:
      'Політика безпеки вмісту (CSP) сторінки відхилила nonce елемента: натомість його стилі підключено як прийняті таблиці стилів (adopted stylesheets).',
  },
  errorScreen: {
    title: 'Схоже, сталася помилка!',
    back: 'Повернутися',
    renderFailed:
      'Під час відображення цього екрана сталася помилка. Перезавантажте сторінку й спробуйте ще раз.',
    loadFailed: loader.loadFailed,
    retry: loader.retry,
    loading: 'Завантаження…',
  },
  watermark: {
    poweredBy: 'Працює на',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'Закрити',
  },
  crypto: {
    continueWith: (wallet) => `Продовжити через ${wallet}`,
    other: 'Продовжити через інший криптогаманець',
    otherTitle: 'Інші криптогаманці',
    setUp: 'Налаштувати новий криптогаманець',
    setUpTitle: 'Налаштування нового криптогаманця',
    setUpText: 'Завантажте гаманець, створіть у ньому обліковий запис і поверніться сюди, щоб продовжити.',
    download: (wallet) => `Завантажити ${wallet}`,
    newTab: '(відкриється в новій вкладці)',
    noWallets: 'У цьому браузері не знайдено жодного криптогаманця.',
    connecting: 'Підключення до гаманця...',
    connectingText: (wallet) => `Підтвердьте підключення в ${wallet}.`,
    signing: 'Завершення запиту на підпис...',
    signingText: (wallet) =>
      `Підпишіть повідомлення в ${wallet}, щоб підтвердити, що цей гаманець належить вам.`,
    successTitle: 'Успішно!',
    successText: 'Гаманець успішно підключено.',
    errorTitle: 'Схоже, сталася помилка!',
    rejected: 'Запит відхилено в гаманці.',
    tryAgain: 'Спробувати ще раз',
    back: 'Назад',
  },
  oauth: {
    continueWith: (provider) => `Продовжити через ${provider}`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `One Tap не може відобразитися: хост цієї сторінки, ${host}, не є дозволеним джерелом JavaScript для OAuth-клієнта Google у проєкті. Додайте його в консолі Google API (для локальної розробки — і http://localhost, і http://localhost:<port>).`,
      invalid_client:
        'One Tap не може відобразитися: Google не розпізнає ідентифікатор клієнта, збережений у налаштуваннях Google OAuth проєкту.',
      oauth_config_not_found:
        'One Tap не може відобразитися: у проєкту немає OAuth-клієнта Google. Налаштуйте його в параметрах OAuth.',
      no_login_redirect_urls_set:
        'One Tap не може відобразитися: у проєкті немає URL перенаправлення для входу, тому oauthOptions.loginRedirectURL неможливо перевірити. Додайте до проєкту URL перенаправлення для входу.',
      no_signup_redirect_urls_set:
        'One Tap не може відобразитися: у проєкті немає URL перенаправлення для реєстрації, тому oauthOptions.signupRedirectURL неможливо перевірити. Додайте до проєкту URL перенаправлення для реєстрації.',
    },
  },
  consent: {
    missingParameter: (param) =>
      `Відсутній обов’язковий параметр: ${param}. Зверніться до розробника застосунку.`,
    noSession: 'Активний сеанс не знайдено. Увійдіть, щоб продовжити.',
    title: (clientName, projectName) => `Увійти в ${clientName} за допомогою ${projectName}`,
    titleCustom: (clientName, projectName) =>
      `${clientName} запитує доступ до вашого облікового запису ${projectName}`,
    intro: (clientName) => `${clientName} зможе:`,
    scopes: {
      openid: {
        summary: 'Підтверджувати вашу особу',
        detail: 'Переглядати відомості про ваш обліковий запис.',
      },
      profile: {
        summary: 'Переглядати ваш профіль',
        detail: 'Ваше ім’я, фото профілю та мова.',
      },
      email: {
        summary: 'Переглядати вашу адресу електронної пошти',
        detail: 'Адреса електронної пошти вашого облікового запису.',
      },
      phone: {
        summary: 'Переглядати ваш номер телефону',
        detail: 'Номер телефону вашого облікового запису.',
      },
      offline_access: {
        summary: 'Зберігати доступ, коли ви не користуєтеся застосунком',
        detail: 'Офлайн-доступ і фонова синхронізація, доки ви їх не відкличете.',
      },
      full_access: {
        summary: 'Діяти від вашого імені без обмежень',
        detail: 'Усе, що може ваш обліковий запис, зокрема керування вашими сеансами.',
      },
    },
    customScope: (scope) => `Використовувати область доступу ${scope}`,
    scopeName: (scope) => `Область доступу: ${scope}`,
    ungrantable: (clientName) =>
      `У вас немає дозволу надати ${clientName} доступ до деяких із запитаних областей.`,
    allow: 'Дозволити',
    deny: 'Відхилити',
    theApp: 'Застосунок',
    logoAlt: (clientName) => `Логотип ${clientName}`,
    denied: 'У доступі до застосунку відмовлено.',
    redirecting: 'Переспрямування…',
    invalidRedirect:
      'Застосунок попросив продовжити за адресою, яка не є вебсторінкою, тому вхід зупинено. Зверніться до розробника застосунку.',
    successTitle: 'Успішно!',
    successText: 'Ви ввійшли. Цю сторінку можна закрити.',
    logoutTitle: 'Вийти?',
    logoutText: (projectName) => `Ви справді хочете вийти з облікового запису ${projectName}?`,
    yes: 'Так',
    no: 'Ні',
    loggingOut: 'Виконується вихід…',
    notLoggedOut: 'Ви не вийшли з облікового запису. Цю сторінку можна закрити.',
  },
  errors: {
    catalogue: {
      invalid_email: 'Неправильний формат адреси електронної пошти.',
      invalid_phone_number: phoneInvalid,
      unsubscribed_phone_number:
        'Номер телефону відписано від повідомлень; щоб підписатися знову, надішліть SMS зі словом START.',
      inactive_email:
        'Адресу електронної пошти позначено як неактивну. Спробуйте іншу адресу або зверніться до адміністратора, якщо вважаєте, що це помилка.',
      unauthorized_credentials: 'Облікові дані не пройшли авторизацію.',
      user_unauthenticated: 'Для виклику цього методу потрібен активний сеанс. Ви вже ввійшли?',
      email_not_found: 'Адресу електронної пошти не знайдено.',
      unable_to_auth_magic_link:
        'Не вдалося підтвердити посилання для входу: його вже використано або термін його дії закінчився. Спробуйте ще раз.',
      no_user_password: 'Пароль для цього користувача не знайдено. Спробуйте ще раз.',
      breached_password: 'Цей пароль є в списку зламаних паролів, і його потрібно скинути.',
      reset_password: 'Потрібно скинути пароль.',
      oauth_token_not_found: 'Токен OAuth не знайдено.',
      invalid_code: 'Неправильний формат коду. Спробуйте ще раз.',
      member_password_not_found: 'Пароль учасника не знайдено.',
      oauth_flow_callback_error: 'Під час зворотного виклику OAuth сталася помилка. Спробуйте ще раз.',
      unauthorized_action: 'Дію не дозволено.',
      user_lock_limit_reached: 'Забагато невдалих спроб автентифікації. Спробуйте пізніше.',
      invalid_session_token: 'Недійсний токен сеансу.',
      session_not_found: 'Сеанс не знайдено.',
      invalid_phone_number_country_code:
        'Код країни в номері телефону недійсний, не підтримується або вимкнений.',
      otp_code_not_found: 'Неправильний код. Спробуйте ще раз.',
      duplicate_member_phone_number: 'Учасник із таким номером телефону вже є в цій організації.',
    },
    network: 'Не вдалося зв’язатися зі службою входу. Перевірте підключення й спробуйте ще раз.',
    unexpected: 'Служба входу надіслала неочікувану відповідь. Спробуйте ще раз.',
    unknown: 'Щось пішло не так. Спробуйте ще раз.',
  },
  loader,
  account: {
    title: 'Ваш обліковий запис',
    noSession: 'Ви не ввійшли. Увійдіть, щоб переглянути й змінити обліковий запис.',
    loading: 'Завантаження облікового запису…',
    loadFailed: 'Не вдалося завантажити обліковий запис.',
    retry: 'Повторити',
    cancel: 'Скасувати',
    save: 'Зберегти',
    verified: 'Підтверджено',
    unverified: 'Не підтверджено',
    removeNamed: (what) => `Видалити ${what}`,
    remove: 'Видалити',
    removed: (what) => `${what}: видалено.`,
    lastMethod: 'Це ваш єдиний спосіб входу, тож його не можна видалити. Спершу додайте інший.',
    profileTitle: 'Профіль',
    firstName: 'Ім’я',
    middleName: 'По батькові',
    lastName: 'Прізвище',
    nameSaved: 'Ім’я збережено.',
    emailsTitle: 'Адреси електронної пошти',
    noEmails: 'Адрес електронної пошти ще немає.',
    addEmail: 'Додати адресу електронної пошти',
    newEmail: 'Нова адреса електронної пошти',
    invalidEmail: 'Введіть дійсну адресу електронної пошти.',
    phonesTitle: 'Номери телефонів',
    noPhones: 'Номерів телефонів ще немає.',
    addPhone: 'Додати номер телефону',
    newPhone: 'Новий номер телефону',
    phoneHint: 'З кодом країни, наприклад +1 212 555 0100.',
    invalidPhone: 'Введіть номер із кодом країни, наприклад +1 212 555 0100.',
    sendCode: 'Надіслати код',
    codeSent: (destination) =>
      `Ми надіслали 6-значний код на ${destination}. Введіть його для підтвердження.`,
    code: '6-значний код',
    invalidCode: 'Введіть 6-значний код.',
    verify: 'Підтвердити',
    resend: 'Надіслати новий код',
    added: (what) => `${what}: додано.`,
    passwordTitle: 'Пароль',
    noPassword: 'У вас ще немає пароля. Створіть його, щоб входити за адресою електронної пошти й паролем.',
    hasPassword: 'Ви входите за адресою електронної пошти й паролем.',
    currentPassword: 'Поточний пароль',
    newPassword: 'Новий пароль',
    show: 'Показати пароль',
    hide: 'Приховати пароль',
    setPassword: 'Установити пароль',
    changePassword: 'Змінити пароль',
    forgot: 'Забули?',
    resetSent: (email) => `Ми надіслали посилання для скидання пароля на ${email}.`,
    passwordChanged: 'Пароль збережено.',
    sessionTitle: 'Цей сеанс',
    device: 'Пристрій',
    started: 'Розпочато',
    lastActive: 'Остання активність',
    factors: 'Підтверджено за допомогою',
    deviceName: (browser, system) => `${browser} на ${system}`,
    unknownDevice: 'Невідомий пристрій',
    factorNames: {
      email: 'Ел. пошта',
      sms: 'SMS',
      whatsapp: 'WhatsApp',
      password: 'Пароль',
      passkey: 'Ключ доступу',
      oauth: 'Вхід через соцмережу',
      wallet: 'Криптогаманець',
      authenticatorApp: 'Застосунок-автентифікатор',
      recoveryCode: 'Код відновлення',
      other: 'Інше',
    },
    logOut: 'Вийти',
    loggedOut: 'Ви вийшли.',
    passkeysTitle: 'Ключі доступу',
    passkeysLocked: 'Додавайте, перейменовуйте й видаляйте ключі доступу, з якими ви входите.',
    manage: 'Керувати ключами доступу',
    connectedTitle: 'Пов’язані облікові записи',
    noConnected: 'Немає пов’язаних облікових записів інших сервісів.',
    walletsTitle: 'Криптогаманці',
    noWallets: 'Немає пов’язаних криптогаманців.',
    appsTitle: 'Підключені застосунки',
    noApps: 'Ви не дозволили жодному застосунку використовувати ваш обліковий запис.',
    appScopes: (scopes) => `Дозволено: ${scopes}`,
    revoke: 'Відкликати доступ',
    revokeNamed: (name) => `Відкликати доступ для ${name}`,
    revoked: (name) => `${name} більше не може використовувати ваш обліковий запис.`,
    stepUpTitle: 'Підтвердьте, що це ви',
    stepUpText: (minutes) => `З міркувань безпеки ця зміна потребує входу протягом останніх ${minutes} хв.`,
    stepUpPassword: 'Ваш пароль',
    confirm: 'Підтвердити',
    orCode: 'Або отримайте код:',
    emailCodeTo: (email) => `Надіслати код на пошту ${email}`,
    textCodeTo: (phone) => `Надіслати код SMS на ${phone}`,
    stepUpNone: 'Тут неможливо підтвердити вашу особу. Вийдіть і увійдіть знову.',
  },
};

export default uk;
