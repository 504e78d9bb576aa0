import type { Translations } from '../types';

const pluralRules = new Intl.PluralRules('ru');
/** The word form for a count: one (1, 21…), few (2–4, 22…), many (0, 5–20…), other (fractions). */
const plural = (count: number, forms: { one: string; few: string; many: string; other: string }): string => {
  const category = pluralRules.select(count);
  return category === 'one' || category === 'few' || category === 'many' ? forms[category] : forms.other;
};

const loader: Translations['loader'] = {
  loadFailed: 'Не удалось загрузить эту часть формы входа. Проверьте подключение и повторите попытку.',
  retry: 'Повторить попытку',
  reloadNeeded:
    'Не удалось загрузить эту часть формы входа. Перезагрузите страницу, чтобы повторить попытку.',
  reload: 'Перезагрузить страницу',
};

const phoneInvalid = 'Неверный формат номера телефона. Убедитесь, что номер указан в формате E.164.';

/** Russian (ru). */
const ru: Translations = {
  main: {
    header: 'Зарегистрируйтесь или войдите',
    or: 'или',
    logoAlt: 'Логотип',
  },
  passkeys: {
    login: 'Войти с ключом доступа',
    successTitle: 'Успешно!',
    successText: 'Ваш ключ доступа успешно подтверждён.',
    registerTitle: 'Настройте новый ключ доступа',
    create: 'Создать ключ доступа',
    skip: 'Пропустить',
    createdTitle: 'Ключ доступа успешно создан!',
    listTitle: 'Ваши ключи доступа',
    existing: 'Существующие ключи доступа',
    none: 'Ключей доступа пока нет.',
    setUpAnother: 'Настроить ещё один ключ доступа',
    done: 'Готово',
    rename: 'Переименовать',
    renameLabel: (name) => `Новое название для ${name}`,
    save: 'Сохранить',
    cancel: 'Отмена',
    delete: 'Удалить',
    deleteLabel: (name) => `Удалить ${name}`,
    confirmDelete: (name) => `Удалить «${name}»? Вы больше не сможете входить с его помощью.`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `добавлен ${created}` : null].filter(Boolean).join(' · '),
    platform: 'Это устройство',
    securityKey: 'Ключ безопасности',
    synced: 'синхронизирован',
    noSession:
      'Ошибка: компонент PasskeyRegistration нельзя использовать без активного аутентифицированного пользователя.',
    errorGeneric: 'При аутентификации с ключом доступа произошла неизвестная ошибка. Попробуйте ещё раз.',
    errorNotFound:
      'Регистрация ключа доступа не найдена. Возможно, вы удалили ключ доступа из аккаунта, но не из менеджера паролей. Попробуйте ещё раз.',
    errorDuplicate:
      'Не удалось создать ключ доступа: похоже, он уже зарегистрирован. Возможно, этот ключ доступа был зарегистрирован на другом устройстве и синхронизирован между устройствами.',
    errorNotCreated:
      'Ключ доступа не создан. Нажмите «Создать ключ доступа», чтобы повторить попытку, или пропустите этот шаг, не добавляя ключ доступа.',
  },
  loggedIn: {
    title: 'Вы вошли в аккаунт',
    as: (identifier) => `Вы вошли как ${identifier}.`,
    logOut: 'Выйти',
    loggingOut: 'Выполняется выход…',
    logoutFailed: 'Не удалось сообщить провайдеру о выходе; на этом устройстве вы вышли из аккаунта.',
  },
  email: {
    label: 'Электронная почта',
    placeholder: 'example@email.com',
    invalid: 'Неверный формат адреса электронной почты.',
    required: 'Введите адрес электронной почты.',
    submit: 'Продолжить через электронную почту',
    submitting: 'Отправка…',
  },
  tabs: {
    label: 'Способы входа',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
    email: 'Эл. почта',
  },
  phone: {
    label: 'Номер телефона',
    countryLabel: 'Страна',
    placeholder: '(123) 456-7890',
    invalid: phoneInvalid,
    required: 'Введите номер телефона.',
    submitSms: 'Продолжить через SMS',
    submitWhatsapp: 'Продолжить через WhatsApp',
    sending: 'Отправка…',
  },
  otpEmail: {
    invalid: 'Недействительный адрес электронной почты.',
  },
  otp: {
    title: 'Введите код',
    sentTo: (destination) => `Мы отправили вам 6-значный код на ${destination}`,
    codeLabel: 'Код подтверждения',
    expiresIn: (timeRemaining) => `Срок действия кода истечёт через ${timeRemaining}.`,
    expired: 'Срок действия кода истёк.',
    invalidCode: 'Неверный формат кода. Попробуйте ещё раз.',
    verifying: 'Проверка кода...',
    resendPrompt: 'Не получили код?',
    resendLink: 'Отправить код повторно',
    sending: 'Отправка…',
    codeSent: 'Код отправлен',
    back: 'Назад',
    successTitle: 'Успешно!',
    successText: 'Код успешно подтверждён.',
  },
  password: {
    resetTitle: 'Сброс пароля',
    chooseHow: 'Выберите способ создания аккаунта.',
    createTitle: 'Чтобы завершить создание аккаунта, задайте пароль.',
    loginTitle: 'Вход',
    emailLabel: 'Электронная почта',
    passwordLabel: 'Пароль',
    show: 'Показать пароль',
    hide: 'Скрыть пароль',
    submit: 'Продолжить',
    submitting: 'Обработка…',
    emailMeLink: 'Отправить ссылку для входа на почту',
    emailMeCode: 'Отправить код для входа на почту',
    forgot: 'Забыли пароль?',
    forgotTitle: 'Забыли пароль?',
    forgotText: (email) => `Ссылка для сброса пароля отправлена на адрес ${email}.`,
    setNewTitle: 'Проверьте почту!',
    setNewText: (email) => `Ссылка для создания пароля к вашему аккаунту отправлена на адрес ${email}.`,
    dedupeTitle: 'Проверьте почту, чтобы задать новый пароль!',
    dedupeText: (email) =>
      `Мы хотим убедиться, что ваш аккаунт в безопасности и что входите именно вы. Ссылка для входа отправлена на адрес ${email}.`,
    breachedTitle: 'Необходимо сбросить пароль',
    breachWarning:
      'Возможно, этот пароль использовался на другом сайте, где произошёл инцидент безопасности. Выберите другой пароль.',
    sendReset: 'Отправить ссылку для сброса на почту',
    resend: 'Отправить письмо повторно',
    emailResent: 'Письмо отправлено повторно',
    resetSubmit: 'Продолжить',
    loggingIn: 'Выполняется вход...',
    missingToken:
      'В адресе этой страницы должен быть токен для сброса пароля. Откройте ссылку из письма ещё раз.',
    linkUsedOrExpired:
      'Эта ссылка для сброса пароля уже использована или срок её действия истёк. Введите адрес электронной почты, и мы отправим вам новую.',
    sendNewLink: 'Отправить новую ссылку',
    newLinkSent: (email) =>
      `Новая ссылка для сброса пароля отправлена на адрес ${email}. Откройте её из папки «Входящие».`,
    loginLinkFailed: 'Не удалось войти по этой ссылке',
    successTitle: 'Успешно!',
    successText: 'Вы успешно вошли в аккаунт.',
    checking: 'Проверка пароля…',
    strengthLabel: 'Надёжность пароля',
    strengthLevels: ['Очень слабый', 'Слабый', 'Средний', 'Надёжный', 'Очень надёжный'],
    ludsLength: (count) =>
      `Должен содержать не менее ${count} ${plural(count, { one: 'символа', few: 'символов', many: 'символов', other: 'символа' })}`,
    ludsComplexity: (count) =>
      `Должен содержать символы ${count} ${plural(count, { one: 'типа', few: 'типов', many: 'типов', other: 'типа' })} из следующих: заглавные буквы, строчные буквы, цифры, спецсимволы`,
    met: 'требование выполнено',
    notMet: 'требование не выполнено',
  },
  emailConfirmation: {
    title: 'Проверьте почту',
    sentTo: (email) => `Письмо отправлено на адрес ${email}.`,
    openGmail: 'Открыть в Gmail',
    openYahoo: 'Открыть в Yahoo',
    openOutlook: 'Открыть в Outlook',
    opensInNewTab: '(откроется в новой вкладке)',
    tryAgain: 'Повторить попытку',
  },
  config: {
    passkeysAlone:
      'Ошибка: продукт passkeys нельзя использовать отдельно, добавьте в конфигурацию ещё один продукт.',
    emlWithEmailOtp: 'Ошибка: нельзя одновременно использовать EML и OTP по электронной почте',
    invalidJson: (attribute) =>
      `Ошибка: атрибут ${attribute} содержит недопустимый JSON. Место, где JSON нарушен, указано в консоли браузера.`,
    unknownProduct: (product) =>
      `Ошибка: неизвестный продукт «${product}». Используйте один из следующих: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.`,
    missingAttribute: (attribute) => `Ошибка: атрибут ${attribute} обязателен.`,
    invalidAttribute: (attribute, detail) => `Ошибка: недопустимое значение атрибута ${attribute}: ${detail}`,
    emptyProducts: 'Ошибка: список продуктов пуст, добавьте продукт в конфигурацию.',
    projectRefused: (detail) => `Ошибка: провайдер отклонил публичный токен этого элемента: ${detail}`,
    unavailable: 'Вход сейчас недоступен. Повторите попытку позже.',
    noRedirectUrls: (projectName, fields) =>
      `Ошибка: ссылкам из писем некуда вести: у проекта «${projectName}» нет URL перенаправления по умолчанию для них. ` +
      `Задайте ${fields.join(', ')} в конфигурации или добавьте URL перенаправления в проект.`,
    bootstrapFailed: (detail) =>
      `Не удалось загрузить настройки проекта (${detail}); используются значения по умолчанию.`,
    insecureContext: (host) =>
      `Эта страница загружена по незащищённому протоколу http с ${host}: браузер не сохранит сеансовые файлы cookie ` +
      '(у них установлен флаг Secure), поэтому вход будет потерян при перезагрузке. Загружайте страницу по https (для localhost допустим http).',
    stylesBlocked:
      'Политика безопасности контента (CSP) страницы отклонила nonce элемента: вместо этого его стили подключены как принятые таблицы стилей (adopted stylesheets).',
  },
  errorScreen: {
    title: 'Похоже, произошла ошибка!',
    back: 'Вернуться',
    renderFailed:
      'При отображении этого экрана произошла ошибка. Перезагрузите страницу и повторите попытку.',
    loadFailed: loader.loadFailed,
    retry: loader.retry,
    loading: 'Загрузка…',
  },
  watermark: {
    poweredBy: 'На платформе',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'Закрыть',
  },
  crypto: {
    continueWith: (wallet) => `Продолжить через ${wallet}`,
    other: 'Продолжить через другой криптокошелёк',
    otherTitle: 'Другие криптокошельки',
    setUp: 'Настроить новый криптокошелёк',
    setUpTitle: 'Настройка нового криптокошелька',
    setUpText: 'Скачайте кошелёк, создайте в нём аккаунт и вернитесь сюда, чтобы продолжить.',
    download: (wallet) => `Скачать ${wallet}`,
    newTab: '(откроется в новой вкладке)',
    noWallets: 'В этом браузере не найдено ни одного криптокошелька.',
    connecting: 'Подключение к кошельку...',
    connectingText: (wallet) => `Подтвердите подключение в ${wallet}.`,
    signing: 'Завершение запроса подписи...',
    signingText: (wallet) =>
      `Подпишите сообщение в ${wallet}, чтобы подтвердить, что этот кошелёк принадлежит вам.`,
    successTitle: 'Успешно!',
    successText: 'Кошелёк успешно подключён.',
    errorTitle: 'Похоже, произошла ошибка!',
    rejected: 'Запрос отклонён в кошельке.',
    tryAgain: 'Повторить попытку',
    back: 'Назад',
  },
  oauth: {
    continueWith: (provider) => `Продолжить через ${provider}`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `One Tap не может отобразиться: хост этой страницы, ${host}, не является разрешённым источником JavaScript для OAuth-клиента Google в проекте. Добавьте его в консоли Google API (для локальной разработки — и http://localhost, и http://localhost:<port>).`,
      invalid_client:
        'One Tap не может отобразиться: Google не распознаёт идентификатор клиента, сохранённый в настройках Google OAuth проекта.',
      oauth_config_not_found:
        'One Tap не может отобразиться: у проекта нет OAuth-клиента Google. Настройте его в параметрах OAuth.',
      no_login_redirect_urls_set:
        'One Tap не может отобразиться: в проекте нет URL перенаправления для входа, поэтому oauthOptions.loginRedirectURL невозможно проверить. Добавьте в проект URL перенаправления для входа.',
      no_signup_redirect_urls_set:
        'One Tap не может отобразиться: в проекте нет URL перенаправления для регистрации, поэтому oauthOptions.signupRedirectURL невозможно проверить. Добавьте в проект URL перенаправления для регистрации.',
    },
  },
  consent: {
    missingParameter: (param) =>
      `Отсутствует обязательный параметр: ${param}. Обратитесь к разработчику приложения.`,
    noSession: 'Активный сеанс не найден. Войдите, чтобы продолжить.',
    title: (clientName, projectName) => `Войти в ${clientName} с помощью ${projectName}`,
    titleCustom: (clientName, projectName) =>
      `${clientName} запрашивает доступ к вашему аккаунту ${projectName}`,
    intro: (clientName) => `${clientName} сможет:`,
    scopes: {
      openid: {
        summary: 'Подтверждать вашу личность',
        detail: 'Просматривать сведения о вашем аккаунте.',
      },
      profile: {
        summary: 'Просматривать ваш профиль',
        detail: 'Ваше имя, фото профиля и язык.',
      },
      email: {
        summary: 'Просматривать ваш адрес электронной почты',
        detail: 'Адрес электронной почты вашего аккаунта.',
      },
      phone: {
        summary: 'Просматривать ваш номер телефона',
        detail: 'Номер телефона вашего аккаунта.',
      },
      offline_access: {
        summary: 'Сохранять доступ, когда вы не пользуетесь приложением',
        detail: 'Офлайн-доступ и фоновая синхронизация, пока вы их не отзовёте.',
      },
      full_access: {
        summary: 'Действовать от вашего имени без ограничений',
        detail: 'Всё, что может ваш аккаунт, включая управление вашими сеансами.',
      },
    },
    customScope: (scope) => `Использовать область доступа ${scope}`,
    scopeName: (scope) => `Область доступа: ${scope}`,
    ungrantable: (clientName) =>
      `У вас нет прав предоставить ${clientName} доступ к некоторым из запрошенных областей.`,
    allow: 'Разрешить',
    deny: 'Отклонить',
    theApp: 'Приложение',
    logoAlt: (clientName) => `Логотип ${clientName}`,
    denied: 'В доступе к приложению отказано.',
    redirecting: 'Перенаправление…',
    invalidRedirect:
      'Приложение попросило продолжить по адресу, который не является веб-страницей, поэтому вход остановлен. Обратитесь к разработчику приложения.',
    successTitle: 'Успешно!',
    successText: 'Вы вошли. Эту страницу можно закрыть.',
    logoutTitle: 'Выйти?',
    logoutText: (projectName) => `Вы действительно хотите выйти из аккаунта ${projectName}?`,
    yes: 'Да',
    no: 'Нет',
    loggingOut: 'Выполняется выход…',
    notLoggedOut: 'Вы не вышли из аккаунта. Эту страницу можно закрыть.',
  },
  errors: {
    catalogue: {
      invalid_email: 'Неверный формат адреса электронной почты.',
      invalid_phone_number: phoneInvalid,
      unsubscribed_phone_number:
        'Номер телефона отписан от сообщений; чтобы подписаться снова, отправьте SMS со словом START.',
      inactive_email:
        'Адрес электронной почты помечен как неактивный. Попробуйте другой адрес или обратитесь к администратору, если считаете, что это ошибка.',
      unauthorized_credentials: 'Учётные данные не прошли авторизацию.',
      user_unauthenticated: 'Для вызова этого метода нужен активный сеанс. Вы уже вошли?',
      email_not_found: 'Адрес электронной почты не найден.',
      unable_to_auth_magic_link:
        'Не удалось подтвердить ссылку для входа: она уже использована или срок её действия истёк. Попробуйте ещё раз.',
      no_user_password: 'Пароль для этого пользователя не найден. Попробуйте ещё раз.',
      breached_password: 'Этот пароль есть в списке скомпрометированных паролей, его необходимо сбросить.',
      reset_password: 'Необходимо сбросить пароль.',
      oauth_token_not_found: 'Токен OAuth не найден.',
      invalid_code: 'Неверный формат кода. Попробуйте ещё раз.',
      member_password_not_found: 'Пароль участника не найден.',
      oauth_flow_callback_error: 'При обратном вызове OAuth произошла ошибка. Попробуйте ещё раз.',
      unauthorized_action: 'Действие не разрешено.',
      user_lock_limit_reached: 'Слишком много неудачных попыток аутентификации. Повторите попытку позже.',
      invalid_session_token: 'Недействительный токен сеанса.',
      session_not_found: 'Сеанс не найден.',
      invalid_phone_number_country_code:
        'Код страны в номере телефона недействителен, не поддерживается или отключён.',
      otp_code_not_found: 'Неверный код. Попробуйте ещё раз.',
      duplicate_member_phone_number: 'Участник с таким номером телефона уже есть в этой организации.',
      too_many_requests: 'Слишком много попыток. Повторите попытку через {0}.',
    },
    network: 'Не удалось связаться со службой входа. Проверьте подключение и повторите попытку.',
    unexpected: 'Служба входа вернула неожиданный ответ. Попробуйте ещё раз.',
    unknown: 'Что-то пошло не так. Попробуйте ещё раз.',
  },
  loader,
};

export default ru;
