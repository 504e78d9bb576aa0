import type { Translations } from '../types';

const plural = new Intl.PluralRules('es');

const loader: Translations['loader'] = {
  loadFailed:
    'No se ha podido cargar esta parte del formulario de inicio de sesión. Comprueba tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
  reloadNeeded:
    'No se ha podido cargar esta parte del formulario de inicio de sesión. Vuelve a cargar la página para intentarlo de nuevo.',
  reload: 'Volver a cargar la página',
};

/** Spanish (es). */
const es: Translations = {
  main: {
    header: 'Regístrate o inicia sesión',
    or: 'o',
    logoAlt: 'Logotipo',
  },
  passkeys: {
    login: 'Iniciar sesión con una llave de acceso',
    successTitle: '¡Todo listo!',
    successText: 'Tu llave de acceso se ha autenticado correctamente.',
    registerTitle: 'Configura una nueva llave de acceso',
    create: 'Crear una llave de acceso',
    skip: 'Omitir',
    createdTitle: '¡Llave de acceso creada correctamente!',
    listTitle: 'Tus llaves de acceso',
    existing: 'Llaves de acceso existentes',
    none: 'Aún no hay llaves de acceso.',
    setUpAnother: 'Configurar otra llave de acceso',
    done: 'Listo',
    rename: 'Cambiar nombre',
    renameLabel: (name) => `Nuevo nombre para ${name}`,
    save: 'Guardar',
    cancel: 'Cancelar',
    delete: 'Eliminar',
    deleteLabel: (name) => `Eliminar ${name}`,
    confirmDelete: (name) => `¿Eliminar «${name}»? Ya no podrás iniciar sesión con ella.`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `añadida el ${created}` : null].filter(Boolean).join(' · '),
    platform: 'Este dispositivo',
    securityKey: 'Llave de seguridad',
    synced: 'sincronizada',
    noSession: 'Error: no se puede usar el componente PasskeyRegistration sin un usuario autenticado activo.',
    errorGeneric:
      'Se ha producido un error desconocido al autenticar con la llave de acceso. Inténtalo de nuevo.',
    errorNotFound:
      'No se ha encontrado el registro de la llave de acceso. Es posible que la hayas eliminado de tu cuenta, pero no de tu gestor de contraseñas. Inténtalo de nuevo.',
    errorDuplicate:
      'No se puede crear la llave de acceso porque parece que ya está registrada. Es posible que se registrara en otro dispositivo y se haya sincronizado entre dispositivos.',
    errorNotCreated:
      'No se ha creado tu llave de acceso. Haz clic en «Crear una llave de acceso» para volver a intentarlo u omite este paso sin añadir ninguna llave de acceso.',
  },
  loggedIn: {
    title: 'Has iniciado sesión',
    as: (identifier) => `Sesión iniciada como ${identifier}.`,
    logOut: 'Cerrar sesión',
    loggingOut: 'Cerrando sesión…',
    logoutFailed:
      'No se ha podido notificar el cierre de sesión al proveedor; tu sesión se ha cerrado en este dispositivo.',
  },
  email: {
    label: 'Correo electrónico',
    placeholder: 'example@email.com',
    invalid: 'El formato del correo electrónico no es válido.',
    required: 'Introduce tu correo electrónico.',
    submit: 'Continuar con correo electrónico',
    submitting: 'Enviando…',
  },
  tabs: {
    label: 'Formas de iniciar sesión',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
    email: 'Correo',
  },
  phone: {
    label: 'Número de teléfono',
    countryLabel: 'País',
    placeholder: '(123) 456-7890',
    invalid:
      'El formato del número de teléfono no es válido. Asegúrate de que el número esté en formato E.164.',
    required: 'Introduce tu número de teléfono.',
    submitSms: 'Continuar por SMS',
    submitWhatsapp: 'Continuar con WhatsApp',
    sending: 'Enviando…',
  },
  otpEmail: {
    invalid: 'Dirección de correo electrónico no válida.',
  },
  otp: {
    title: 'Introduce el código',
    sentTo: (destination) => `Te hemos enviado un código de 6 dígitos a ${destination}`,
    codeLabel: 'Código',
    expiresIn: (timeRemaining) => `Tu código caduca en ${timeRemaining}.`,
    expired: 'Tu código ha caducado.',
    invalidCode: 'El formato del código no es válido. Inténtalo de nuevo.',
    verifying: 'Verificando el código...',
    resendPrompt: '¿No lo has recibido?',
    resendLink: 'Reenviar código',
    sending: 'Enviando…',
    codeSent: 'Código enviado',
    back: 'Atrás',
    successTitle: '¡Todo listo!',
    successText: 'Tu código se ha verificado correctamente.',
  },
  password: {
    resetTitle: 'Restablece tu contraseña',
    chooseHow: 'Elige cómo quieres crear tu cuenta.',
    createTitle: 'Establece una contraseña para terminar de crear tu cuenta.',
    loginTitle: 'Iniciar sesión',
    emailLabel: 'Correo electrónico',
    passwordLabel: 'Contraseña',
    show: 'Mostrar contraseña',
    hide: 'Ocultar contraseña',
    submit: 'Continuar',
    submitting: 'Procesando…',
    emailMeLink: 'Enviarme un enlace de inicio de sesión por correo',
    emailMeCode: 'Enviarme un código de inicio de sesión por correo',
    forgot: '¿Has olvidado tu contraseña?',
    forgotTitle: '¿Has olvidado tu contraseña?',
    forgotText: (email) => `Te hemos enviado un enlace para restablecer tu contraseña a ${email}.`,
    setNewTitle: '¡Revisa tu correo!',
    setNewText: (email) =>
      `Te hemos enviado un enlace para establecer la contraseña de tu cuenta a ${email}.`,
    dedupeTitle: '¡Revisa tu correo para establecer una nueva contraseña!',
    dedupeText: (email) =>
      `Queremos asegurarnos de que tu cuenta está protegida y de que eres tú quien inicia sesión. Te hemos enviado un enlace de inicio de sesión a ${email}.`,
    breachedTitle: 'Tienes que restablecer tu contraseña',
    breachWarning:
      'Es posible que esta contraseña se haya usado en otro sitio que ha sufrido un problema de seguridad. Elige otra contraseña.',
    sendReset: 'Enviarme un enlace de restablecimiento por correo',
    resend: 'Reenviar correo',
    emailResent: 'Correo reenviado',
    resetSubmit: 'Continuar',
    loggingIn: 'Iniciando sesión...',
    missingToken:
      'La dirección de esta página debe incluir un token para restablecer la contraseña. Vuelve a abrir el enlace del correo.',
    linkUsedOrExpired:
      'Este enlace para restablecer la contraseña ya se ha usado o ha caducado. Introduce tu correo electrónico y te enviaremos uno nuevo.',
    sendNewLink: 'Enviar un enlace nuevo',
    newLinkSent: (email) =>
      `Te hemos enviado un nuevo enlace para restablecer tu contraseña a ${email}. Ábrelo desde tu bandeja de entrada.`,
    loginLinkFailed: 'No se ha podido iniciar sesión con este enlace',
    successTitle: '¡Todo listo!',
    successText: 'Has iniciado sesión correctamente.',
    checking: 'Comprobando la contraseña…',
    strengthLabel: 'Seguridad de la contraseña',
    strengthLevels: ['Muy débil', 'Débil', 'Aceptable', 'Fuerte', 'Muy fuerte'],
    ludsLength: (count) =>
      `Debe tener al menos ${count.toString()} ${plural.select(count) === 'one' ? 'carácter' : 'caracteres'}`,
    ludsComplexity: (count) =>
      `Debe contener ${count.toString()} de los siguientes elementos: mayúscula, minúscula, número, símbolo`,
    met: 'requisito cumplido',
    notMet: 'requisito no cumplido',
  },
  emailConfirmation: {
    title: 'Revisa tu correo',
    sentTo: (email) => `Se ha enviado un correo electrónico a ${email}.`,
    openGmail: 'Abrir en Gmail',
    openYahoo: 'Abrir en Yahoo',
    openOutlook: 'Abrir en Outlook',
    opensInNewTab: '(se abre en una pestaña nueva)',
    tryAgain: 'Reintentar',
  },
  config: {
    passkeysAlone:
      'Error: las llaves de acceso no se pueden usar solas. Añade otro producto a la configuración.',
    emlWithEmailOtp: 'Error: no se pueden usar EML y OTP por correo electrónico a la vez',
    invalidJson: (attribute) =>
      `Error: el atributo ${attribute} no es un JSON válido. La consola del navegador indica dónde falla el JSON.`,
    unknownProduct: (product) =>
      `Error: producto desconocido «${product}». Usa uno de estos: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.`,
    missingAttribute: (attribute) => `Error: el atributo ${attribute} es obligatorio.`,
    invalidAttribute: (attribute, detail) => `Error: el atributo ${attribute} no es válido: ${detail}`,
    emptyProducts: 'Error: la lista de productos está vacía. Añade un producto a la configuración.',
    projectRefused: (detail) =>
      `Error: el proveedor ha rechazado el token público de este elemento: ${detail}`,
    unavailable: 'El inicio de sesión no está disponible en este momento. Inténtalo de nuevo más tarde.',
    noRedirectUrls: (projectName, fields) =>
      `Error: los enlaces enviados por correo electrónico no tendrían destino: el proyecto «${projectName}» no ` +
      `tiene ninguna URL de redirección predeterminada para ellos. Define ${fields.join(', ')} en la ` +
      'configuración o añade URL de redirección al proyecto.',
    bootstrapFailed: (detail) =>
      `No se ha podido cargar la configuración del proyecto (${detail}); se usarán los valores predeterminados.`,
    insecureContext: (host) =>
      `Esta página se sirve por http sin cifrar desde ${host}: el navegador no conservará las cookies de sesión ` +
      '(son Secure), así que la sesión se pierde al volver a cargar la página. Sirve la página por https ' +
      '(localhost puede usar http).',
    stylesBlocked:
      'La Content Security Policy de la página ha rechazado el nonce del elemento: sus estilos se aplican en su lugar como hojas de estilo adoptadas.',
  },
  errorScreen: {
    title: '¡Parece que se ha producido un error!',
    back: 'Volver',
    renderFailed:
      'Se ha producido un error al mostrar esta pantalla. Vuelve a cargar la página e inténtalo de nuevo.',
    loadFailed: loader.loadFailed,
    retry: loader.retry,
    loading: 'Cargando…',
  },
  watermark: {
    poweredBy: 'Con la tecnología de',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'Cerrar',
  },
  crypto: {
    continueWith: (wallet) => `Continuar con ${wallet}`,
    other: 'Continuar con otra cartera de criptomonedas',
    otherTitle: 'Otras carteras de criptomonedas',
    setUp: 'Configurar una nueva cartera de criptomonedas',
    setUpTitle: 'Configura una nueva cartera de criptomonedas',
    setUpText: 'Descarga una cartera, crea una cuenta en ella y vuelve aquí para continuar.',
    download: (wallet) => `Descargar ${wallet}`,
    newTab: '(se abre en una pestaña nueva)',
    noWallets: 'No se ha encontrado ninguna cartera de criptomonedas en este navegador.',
    connecting: 'Conectando con tu cartera...',
    connectingText: (wallet) => `Aprueba la conexión en ${wallet}.`,
    signing: 'Completando la solicitud de firma...',
    signingText: (wallet) => `Firma el mensaje en ${wallet} para demostrar que esta cartera es tuya.`,
    successTitle: '¡Todo listo!',
    successText: 'Has conectado tu cartera correctamente.',
    errorTitle: '¡Parece que se ha producido un error!',
    rejected: 'La solicitud se ha rechazado en tu cartera.',
    tryAgain: 'Reintentar',
    back: 'Atrás',
  },
  oauth: {
    continueWith: (provider) => `Continuar con ${provider}`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `One Tap no se puede mostrar: el host de esta página, ${host}, no es un origen de JavaScript autorizado del cliente OAuth de Google del proyecto. Añádelo en la consola de Google API (para el desarrollo local, tanto http://localhost como http://localhost:<port>).`,
      invalid_client:
        'One Tap no se puede mostrar: Google no reconoce el ID de cliente guardado en la configuración de OAuth de Google del proyecto.',
      oauth_config_not_found:
        'One Tap no se puede mostrar: el proyecto no tiene un cliente OAuth de Google. Configura uno en los ajustes de OAuth.',
      no_login_redirect_urls_set:
        'One Tap no se puede mostrar: el proyecto no tiene URL de redirección de inicio de sesión, así que no se puede comprobar oauthOptions.loginRedirectURL. Añade URL de redirección de inicio de sesión al proyecto.',
      no_signup_redirect_urls_set:
        'One Tap no se puede mostrar: el proyecto no tiene URL de redirección de registro, así que no se puede comprobar oauthOptions.signupRedirectURL. Añade URL de redirección de registro al proyecto.',
    },
  },
  consent: {
    missingParameter: (param) =>
      `Falta un parámetro obligatorio: ${param}. Ponte en contacto con el desarrollador de la aplicación.`,
    noSession: 'No se detectó ninguna sesión activa. Inicia sesión para continuar.',
    title: (clientName, projectName) => `Inicia sesión en ${clientName} con ${projectName}`,
    titleCustom: (clientName, projectName) => `${clientName} quiere acceder a tu cuenta de ${projectName}`,
    intro: (clientName) => `Esto permitirá a ${clientName}:`,
    scopes: {
      openid: {
        summary: 'Verificar tu identidad',
        detail: 'Ver la información de tu cuenta.',
      },
      profile: {
        summary: 'Ver tu perfil',
        detail: 'Tu nombre, tu foto de perfil y tu idioma.',
      },
      email: {
        summary: 'Ver tu dirección de correo electrónico',
        detail: 'La dirección de correo electrónico de tu cuenta.',
      },
      phone: {
        summary: 'Ver tu número de teléfono',
        detail: 'El número de teléfono de tu cuenta.',
      },
      offline_access: {
        summary: 'Mantener el acceso cuando no uses la aplicación',
        detail: 'Acceso sin conexión y sincronización en segundo plano, hasta que lo revoques.',
      },
      full_access: {
        summary: 'Actuar plenamente en tu nombre',
        detail: 'Todo lo que tu cuenta puede hacer, incluida la gestión de tus sesiones.',
      },
    },
    customScope: (scope) => `Usar el ámbito ${scope}`,
    scopeName: (scope) => `Ámbito: ${scope}`,
    ungrantable: (clientName) =>
      `No tienes permisos para conceder a ${clientName} acceso a algunos de los ámbitos solicitados.`,
    allow: 'Permitir',
    deny: 'Denegar',
    theApp: 'La aplicación',
    logoAlt: (clientName) => `Logotipo de ${clientName}`,
    denied: 'Se denegó el acceso a la aplicación.',
    redirecting: 'Redirigiendo…',
    invalidRedirect:
      'La aplicación pidió continuar en una dirección que no es una página web, así que el inicio de sesión se detuvo aquí. Ponte en contacto con el desarrollador de la aplicación.',
    successTitle: '¡Todo listo!',
    successText: 'Has iniciado sesión. Puedes cerrar esta página.',
    logoutTitle: '¿Cerrar sesión?',
    logoutText: (projectName) => `¿Seguro que quieres cerrar sesión en tu cuenta de ${projectName}?`,
    yes: 'Sí',
    no: 'No',
    loggingOut: 'Cerrando sesión…',
    notLoggedOut: 'No se ha cerrado tu sesión. Puedes cerrar esta página.',
  },
  errors: {
    catalogue: {
      invalid_email: 'El formato del correo electrónico no es válido.',
      invalid_phone_number:
        'El formato del número de teléfono no es válido. Asegúrate de que el número esté en formato E.164.',
      unsubscribed_phone_number:
        'Este teléfono se ha dado de baja; para volver a suscribirte, envía START por SMS.',
      inactive_email:
        'Esta dirección de correo electrónico está marcada como inactiva. Prueba con otra dirección o, si crees que se trata de un error, ponte en contacto con tu administrador.',
      unauthorized_credentials: 'Credenciales no autorizadas.',
      user_unauthenticated: 'Se necesita una sesión activa para llamar a este método. ¿Has iniciado sesión?',
      email_not_found: 'No se ha encontrado el correo electrónico.',
      unable_to_auth_magic_link:
        'No se ha podido autenticar el enlace de inicio de sesión porque ya se ha usado o ha caducado. Inténtalo de nuevo.',
      no_user_password: 'No se ha encontrado ninguna contraseña para este usuario. Inténtalo de nuevo.',
      breached_password:
        'Esta contraseña aparece en la lista de contraseñas filtradas y tienes que restablecerla.',
      reset_password: 'Tienes que restablecer la contraseña.',
      oauth_token_not_found: 'No se ha encontrado el token de OAuth.',
      invalid_code: 'El formato del código no es válido. Inténtalo de nuevo.',
      member_password_not_found: 'No se ha encontrado la contraseña del miembro.',
      oauth_flow_callback_error:
        'Se ha producido un error en la devolución de llamada del flujo de OAuth. Inténtalo de nuevo.',
      unauthorized_action: 'Acción no autorizada.',
      user_lock_limit_reached: 'Demasiados intentos de autenticación fallidos. Inténtalo de nuevo más tarde.',
      invalid_session_token: 'Token de sesión no válido.',
      session_not_found: 'No se ha encontrado la sesión.',
      invalid_phone_number_country_code:
        'El prefijo de país del número de teléfono no es válido, no es compatible o está desactivado.',
      otp_code_not_found: 'Código no válido. Inténtalo de nuevo.',
      duplicate_member_phone_number: 'Ya existe un miembro con este número de teléfono en esta organización.',
      too_many_requests: 'Demasiados intentos. Vuelve a intentarlo dentro de {0}.',
    },
    network:
      'No hemos podido conectar con el servicio de inicio de sesión. Comprueba tu conexión e inténtalo de nuevo.',
    unexpected: 'El servicio de inicio de sesión ha enviado una respuesta inesperada. Inténtalo de nuevo.',
    unknown: 'Algo ha salido mal. Inténtalo de nuevo.',
  },
  twoFactor: {
    title: 'Verificación en dos pasos',
    appPrompt: 'Introduce el código de 6 dígitos de tu aplicación de autenticación.',
    sentTo: (destination) => `Introduce el código de 6 dígitos que enviamos a ${destination}.`,
    codeLabel: 'Código de verificación',
    verify: 'Verificar',
    verifying: 'Verificando…',
    useRecovery: 'Usar un código de recuperación',
    recoveryTitle: 'Usar un código de recuperación',
    recoveryPrompt: 'Introduce uno de los códigos de recuperación que guardaste al configurarla.',
    recoveryLabel: 'Código de recuperación',
    backToCode: 'Usar un código de verificación',
    otherMethods: 'Verificar de otra forma',
    methodTotp: 'Aplicación de autenticación',
    methodSms: 'Mensaje de texto',
    methodEmail: 'Correo electrónico',
    sending: 'Enviando…',
    resend: 'Enviar un código nuevo',
    codeSent: '¡Código enviado!',
    errors: {
      active_totp_exists: 'Tu cuenta ya tiene configurada una aplicación de autenticación.',
      totps_not_found_for_user: 'Tu cuenta no tiene configurada ninguna aplicación de autenticación.',
      totp_not_found: 'Esta aplicación de autenticación ya no está configurada en tu cuenta.',
      invalid_totp_code: 'Introduce el código de 6 dígitos que muestra tu aplicación de autenticación.',
      expired_totp: 'Esta configuración ha caducado. Vuelve a empezar para obtener un código QR nuevo.',
      unable_to_authenticate_totp: 'Ese código no es correcto. Revísalo e inténtalo de nuevo.',
      totp_code_already_authenticated: 'Ese código ya se usó. Espera el siguiente código en tu aplicación.',
      recovery_code_used_as_totp_code:
        'Ese es un código de recuperación. Para usarlo, elige «Usar un código de recuperación».',
      totp_code_used_as_recovery_code:
        'Ese es un código de tu aplicación de autenticación. Para usarlo, elige «Usar un código de verificación».',
      unable_to_authenticate_recovery_code:
        'Ese código de recuperación no es correcto. Revísalo e inténtalo de nuevo.',
      invalid_recovery_code:
        'Ese código de recuperación ya se usó. Cada código funciona una vez: prueba con otro.',
      otp_code_not_found:
        'Ese código no ha funcionado. Puede que esté mal escrito, haya caducado o ya se haya usado: revísalo o envía un código nuevo.',
      unable_to_auth_otp_code:
        'Ese código no ha funcionado. Puede que esté mal escrito, haya caducado o ya se haya usado: revísalo o envía un código nuevo.',
      invalid_code: 'Introduce el código de 6 dígitos que te enviamos.',
      user_lock_limit_reached: 'Demasiados códigos incorrectos. Inténtalo más tarde.',
    },
    lockedUntil: (time) => `Demasiados códigos incorrectos. Inténtalo de nuevo después de las ${time}.`,
    checking: 'Comprobando tu cuenta…',
    enrollTitle: 'Configurar la verificación en dos pasos',
    enrollScan: 'Escanea este código QR con tu aplicación de autenticación.',
    qrAlt: 'Código QR para tu aplicación de autenticación',
    enrollKey: '¿No puedes escanearlo? Introduce esta clave en la aplicación:',
    copyKey: 'Copiar clave',
    copied: '¡Copiado!',
    enrollConfirm: 'Después introduce el código de 6 dígitos que muestra la aplicación.',
    codesTitle: 'Guarda tus códigos de recuperación',
    codesText:
      'Si pierdes el acceso a tu aplicación de autenticación, cada código te permite iniciar sesión una vez. Solo se muestran ahora: guárdalos en un lugar seguro.',
    copyCodes: 'Copiar códigos',
    downloadCodes: 'Descargar',
    saved: 'He guardado estos códigos',
    continue: 'Continuar',
    regenerate: 'Obtener códigos nuevos',
    recoveryFileTitle: 'Códigos de recuperación (cada uno funciona una vez)',
  },
  loader,
  landing: {
    loggingIn: 'Iniciando sesión…',
    confirmTitle: 'Terminar de iniciar sesión',
    confirmText: 'Pulsa el botón para terminar de iniciar sesión con el enlace de tu correo.',
    confirmWhy: 'Este paso evita que los analizadores de seguridad del correo gasten tu enlace.',
    confirmButton: 'Iniciar sesión',
    otherDeviceTitle: 'Abre el enlace donde lo pediste',
    otherDeviceText:
      'Este enlace se pidió en otro navegador o en otro dispositivo y, por tu seguridad, solo funciona allí. Ábrelo allí u obtén aquí un enlace o código nuevo.',
    otherDeviceAction: 'Obtener un enlace nuevo en este dispositivo',
    deadTitle: 'Este enlace ya no funciona',
    deadText: 'Ya se usó o ha caducado. Pide uno nuevo.',
    newLink: 'Enviar un enlace nuevo',
    oauthCancelled: 'Se canceló el inicio de sesión.',
    oauthFailed: 'El proveedor de inicio de sesión no te ha conectado. Inténtalo de nuevo.',
    failedTitle: 'No se pudo iniciar sesión',
    retry: 'Intentar de nuevo',
    backToLogin: 'Volver al inicio de sesión',
    linkExpired: 'El enlace ha caducado. Envía uno nuevo para iniciar sesión.',
    thisBrowserOnly: 'Abre el enlace en este navegador.',
  },
  passkeyOffer: {
    title: '¿Crear una llave de acceso?',
    text: 'La próxima vez, inicia sesión con tu huella, tu cara o el bloqueo de pantalla en lugar de una contraseña.',
    create: 'Crear una llave de acceso',
    notNow: 'Ahora no',
    failed: 'No se creó la llave de acceso. Puedes añadir una más tarde.',
  },
  strength: {
    warnings: {
      straightRow: 'Teclas consecutivas en tu teclado son fáciles de adivinar.',
      keyPattern: 'Patrones cortos son fáciles de adivinar.',
      simpleRepeat: 'Caracteres repetidos como "aaa" son fáciles de adivinar.',
      extendedRepeat: 'Patrones repetidos como "abcabcabc" son fáciles de adivinar.',
      sequences: 'Patrones comunes como "abc" son fáciles de adivinar.',
      recentYears: 'Los años recientes son fáciles de adivinar.',
      dates: 'Las fechas son fáciles de adivinar.',
      topTen: 'Es de las contraseñas más usadas.',
      topHundred: 'Es una contraseña usada con mucha frecuencia.',
      common: 'Es una contraseña usada comúnmente.',
      similarToCommon: 'Es similar a una contraseña usada habitualmente.',
      wordByItself: 'Palabras únicas son fáciles de adivinar.',
      namesByThemselves: 'Nombres o apellidos a solas son fáciles de adivinar.',
      commonNames: 'Nombre y apellidos comunes son fáciles de adivinar.',
      userInputs: 'No debería haber datos personales o relacionados con esta página.',
      pwned: 'Su contraseña fue expuesta por una violación de datos en Internet.',
    },
    suggestions: {
      l33t: 'Evita sustituciones predecibles como "@" por "a".',
      reverseWords: 'Evita palabras comunes escritas al revés.',
      allUppercase: 'Escribe en mayúsculas algunas, pero no todas las letras.',
      capitalization: 'Escribe en mayúsculas alguna letra más además de la primera.',
      dates: 'Evita fechas que estén asociadas contigo.',
      recentYears: 'Evita años recientes.',
      associatedYears: 'Evita años asociados contigo.',
      sequences: 'Evita secuencias de letras comunes.',
      repeated: 'Evitas palabras y letras repetidas.',
      longerKeyboardPattern:
        'Usa patrones de teclado más largos y cambia la dirección de escritura varias veces.',
      anotherWord: 'Añade más palabras que sean menos comunes.',
      useWords: 'Usa varias palabras, pero evita frases comunes.',
      noNeed: 'Puedes crear contraseñas seguras sin usar símbolos, números o mayúsculas.',
      pwned: 'Si utiliza esta contraseña en otro lugar, debería cambiarla.',
    },
  },
  server: {
    noScript:
      'Este formulario necesita JavaScript. Activa JavaScript en tu navegador y vuelve a cargar la página.',
  },
};

export default es;
