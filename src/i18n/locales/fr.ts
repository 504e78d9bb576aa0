import type { Translations } from '../types';

const plural = new Intl.PluralRules('fr');

const loader: Translations['loader'] = {
  loadFailed:
    'Impossible de charger cette partie du formulaire de connexion. Vérifiez votre connexion Internet et réessayez.',
  retry: 'Réessayer',
  reloadNeeded:
    'Impossible de charger cette partie du formulaire de connexion. Rechargez la page pour réessayer.',
  reload: 'Recharger la page',
};

/** French (fr). */
const fr: Translations = {
  main: {
    header: 'Inscrivez-vous ou connectez-vous',
    or: 'ou',
    logoAlt: 'Logo',
  },
  passkeys: {
    login: 'Se connecter avec une clé d’accès',
    successTitle: 'Opération réussie\u202f!',
    successText: 'Votre clé d’accès a bien été authentifiée.',
    registerTitle: 'Configurer une nouvelle clé d’accès',
    create: 'Créer une clé d’accès',
    skip: 'Passer',
    createdTitle: 'Clé d’accès créée\u202f!',
    listTitle: 'Vos clés d’accès',
    existing: 'Clés d’accès existantes',
    none: 'Aucune clé d’accès pour le moment.',
    setUpAnother: 'Configurer une autre clé d’accès',
    done: 'Terminé',
    rename: 'Renommer',
    renameLabel: (name) => `Nouveau nom pour ${name}`,
    save: 'Enregistrer',
    cancel: 'Annuler',
    delete: 'Supprimer',
    deleteLabel: (name) => `Supprimer ${name}`,
    confirmDelete: (name) =>
      `Supprimer «\u00a0${name}\u00a0»\u202f? Vous ne pourrez plus l’utiliser pour vous connecter.`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `ajoutée le ${created}` : null].filter(Boolean).join(' · '),
    platform: 'Cet appareil',
    securityKey: 'Clé de sécurité',
    synced: 'synchronisée',
    noSession:
      'Erreur\u00a0: le composant PasskeyRegistration ne peut pas être utilisé sans utilisateur authentifié actif.',
    errorGeneric:
      'Une erreur inconnue s’est produite lors de l’authentification par clé d’accès. Veuillez réessayer.',
    errorNotFound:
      'Clé d’accès introuvable. Vous l’avez peut-être supprimée de votre compte, mais pas de votre gestionnaire de mots de passe. Veuillez réessayer.',
    errorDuplicate:
      'Impossible de créer la clé d’accès, car elle semble déjà enregistrée. Elle a peut-être été enregistrée sur un autre appareil, puis synchronisée entre vos appareils.',
    errorNotCreated:
      'Votre clé d’accès n’a pas été créée. Cliquez sur «\u00a0Créer une clé d’accès\u00a0» pour réessayer, ou passez cette étape sans ajouter de clé d’accès.',
  },
  loggedIn: {
    title: 'Vous êtes connecté',
    as: (identifier) => `Connecté en tant que ${identifier}.`,
    logOut: 'Se déconnecter',
    loggingOut: 'Déconnexion en cours…',
    logoutFailed:
      'Le fournisseur n’a pas pu être informé de la déconnexion\u202f; vous êtes déconnecté sur cet appareil.',
  },
  email: {
    label: 'Adresse e-mail',
    placeholder: 'example@email.com',
    invalid: 'Le format de l’adresse e-mail n’est pas valide.',
    required: 'Saisissez votre adresse e-mail.',
    submit: 'Continuer avec l’adresse e-mail',
    submitting: 'Envoi…',
  },
  tabs: {
    label: 'Modes de connexion',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
  },
  phone: {
    label: 'Numéro de téléphone',
    countryLabel: 'Pays',
    placeholder: '(123) 456-7890',
    invalid: 'Le format du numéro de téléphone n’est pas valide. Vérifiez que le numéro est au format E.164.',
    required: 'Saisissez votre numéro de téléphone.',
    submitSms: 'Continuer par SMS',
    submitWhatsapp: 'Continuer avec WhatsApp',
    sending: 'Envoi…',
  },
  otpEmail: {
    invalid: 'Adresse e-mail non valide.',
  },
  otp: {
    title: 'Saisissez le code',
    sentTo: (destination) => `Un code à 6 chiffres vous a été envoyé à ${destination}`,
    codeLabel: 'Code',
    expiresIn: (timeRemaining) => `Votre code expire dans ${timeRemaining}.`,
    expired: 'Votre code a expiré.',
    invalidCode: 'Le format du code n’est pas valide. Veuillez réessayer.',
    verifying: 'Vérification du code...',
    resendPrompt: 'Vous ne l’avez pas reçu\u202f?',
    resendLink: 'Renvoyer le code',
    sending: 'Envoi…',
    codeSent: 'Code envoyé',
    back: 'Retour',
    successTitle: 'Opération réussie\u202f!',
    successText: 'Votre code a bien été vérifié.',
  },
  password: {
    resetTitle: 'Réinitialisez votre mot de passe',
    chooseHow: 'Choisissez comment vous souhaitez créer votre compte.',
    createTitle: 'Terminez la création de votre compte en définissant un mot de passe.',
    loginTitle: 'Connexion',
    emailLabel: 'Adresse e-mail',
    passwordLabel: 'Mot de passe',
    show: 'Afficher le mot de passe',
    hide: 'Masquer le mot de passe',
    submit: 'Continuer',
    submitting: 'Traitement…',
    emailMeLink: 'Recevoir un lien de connexion par e-mail',
    emailMeCode: 'Recevoir un code de connexion par e-mail',
    forgot: 'Mot de passe oublié\u202f?',
    forgotTitle: 'Mot de passe oublié\u202f?',
    forgotText: (email) => `Un lien pour réinitialiser votre mot de passe vous a été envoyé à ${email}.`,
    setNewTitle: 'Consultez vos e-mails\u202f!',
    setNewText: (email) =>
      `Un lien pour définir le mot de passe de votre compte vous a été envoyé à ${email}.`,
    dedupeTitle: 'Consultez vos e-mails pour définir un nouveau mot de passe\u202f!',
    dedupeText: (email) =>
      `Nous voulons nous assurer que votre compte est sécurisé et que c’est bien vous qui vous connectez. Un lien de connexion a été envoyé à ${email}.`,
    breachedTitle: 'Votre mot de passe doit être réinitialisé',
    breachWarning:
      'Ce mot de passe a peut-être été utilisé sur un autre site ayant subi un problème de sécurité. Veuillez choisir un autre mot de passe.',
    sendReset: 'Recevoir un lien de réinitialisation par e-mail',
    resend: 'Renvoyer l’e-mail',
    emailResent: 'E-mail renvoyé',
    resetSubmit: 'Continuer',
    loggingIn: 'Connexion en cours...',
    missingToken:
      'L’adresse de cette page doit contenir un jeton de réinitialisation du mot de passe. Ouvrez à nouveau le lien reçu par e-mail.',
    linkUsedOrExpired:
      'Ce lien de réinitialisation du mot de passe a déjà été utilisé ou a expiré. Saisissez votre adresse e-mail et nous vous en enverrons un nouveau.',
    sendNewLink: 'Envoyer un nouveau lien',
    newLinkSent: (email) =>
      `Un nouveau lien pour réinitialiser votre mot de passe a été envoyé à ${email}. Ouvrez-le depuis votre boîte de réception.`,
    loginLinkFailed: 'Ce lien n’a pas permis de vous connecter',
    successTitle: 'Opération réussie\u202f!',
    successText: 'Vous êtes maintenant connecté.',
    checking: 'Vérification du mot de passe…',
    strengthLabel: 'Robustesse du mot de passe',
    strengthLevels: ['Très faible', 'Faible', 'Moyen', 'Fort', 'Très fort'],
    ludsLength: (count) =>
      `Doit comporter au moins ${count.toString()} ${plural.select(count) === 'one' ? 'caractère' : 'caractères'}`,
    ludsComplexity: (count) =>
      `Doit contenir ${count.toString()} des éléments suivants\u00a0: majuscule, minuscule, chiffre, symbole`,
    met: 'exigence remplie',
    notMet: 'exigence non remplie',
  },
  emailConfirmation: {
    title: 'Consultez vos e-mails',
    sentTo: (email) => `Un e-mail a été envoyé à ${email}.`,
    openGmail: 'Ouvrir dans Gmail',
    openYahoo: 'Ouvrir dans Yahoo',
    openOutlook: 'Ouvrir dans Outlook',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    tryAgain: 'Réessayer',
  },
  config: {
    passkeysAlone:
      'Erreur\u00a0: les clés d’accès ne peuvent pas être utilisées seules. Ajoutez un autre produit à la configuration.',
    emlWithEmailOtp: 'Erreur\u00a0: impossible d’utiliser à la fois EML et l’OTP par e-mail',
    invalidJson: (attribute) =>
      `Erreur\u00a0: l’attribut ${attribute} n’est pas un JSON valide. La console du navigateur indique où le JSON est incorrect.`,
    unknownProduct: (product) =>
      `Erreur\u00a0: produit inconnu «\u00a0${product}\u00a0». Utilisez l’un des produits suivants\u00a0: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.`,
    missingAttribute: (attribute) => `Erreur\u00a0: l’attribut ${attribute} est obligatoire.`,
    invalidAttribute: (attribute, detail) =>
      `Erreur\u00a0: l’attribut ${attribute} n’est pas valide\u00a0: ${detail}`,
    emptyProducts: 'Erreur\u00a0: la liste des produits est vide. Ajoutez un produit à la configuration.',
    projectRefused: (detail) =>
      `Erreur\u00a0: le fournisseur a refusé le jeton public de cet élément\u00a0: ${detail}`,
    unavailable: 'La connexion n’est pas disponible pour le moment. Veuillez réessayer plus tard.',
    noRedirectUrls: (projectName, fields) =>
      `Erreur\u00a0: les liens envoyés par e-mail ne mèneraient nulle part\u00a0: le projet «\u00a0${projectName}\u00a0» ` +
      `n’a pas d’URL de redirection par défaut pour ces liens. Définissez ${fields.join(', ')} dans la configuration ` +
      'ou ajoutez des URL de redirection au projet.',
    bootstrapFailed: (detail) =>
      `Impossible de charger les paramètres du projet (${detail})\u202f; les valeurs par défaut sont utilisées.`,
    insecureContext: (host) =>
      `Cette page est servie en http simple depuis ${host}\u00a0: le navigateur ne conservera pas les cookies de ` +
      'session (ils sont Secure), donc la connexion sera perdue au rechargement. Servez la page en https ' +
      '(localhost peut utiliser http).',
    stylesBlocked:
      'La Content Security Policy de la page a refusé le nonce de l’élément\u00a0: ses styles sont appliqués à la place par des feuilles de style adoptées.',
  },
  errorScreen: {
    title: 'Il semble qu’une erreur se soit produite\u202f!',
    back: 'Retour',
    renderFailed:
      'Un problème est survenu lors de l’affichage de cet écran. Veuillez recharger la page et réessayer.',
    loadFailed: loader.loadFailed,
    retry: loader.retry,
    loading: 'Chargement…',
  },
  watermark: {
    poweredBy: 'Fourni par',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'Fermer',
  },
  crypto: {
    continueWith: (wallet) => `Continuer avec ${wallet}`,
    other: 'Continuer avec un autre portefeuille crypto',
    otherTitle: 'Autres portefeuilles crypto',
    setUp: 'Configurer un nouveau portefeuille crypto',
    setUpTitle: 'Configurer un nouveau portefeuille crypto',
    setUpText: 'Téléchargez un portefeuille, créez-y un compte, puis revenez ici pour continuer.',
    download: (wallet) => `Télécharger ${wallet}`,
    newTab: '(s’ouvre dans un nouvel onglet)',
    noWallets: 'Aucun portefeuille crypto n’a été trouvé dans ce navigateur.',
    connecting: 'Connexion à votre portefeuille...',
    connectingText: (wallet) => `Approuvez la connexion dans ${wallet}.`,
    signing: 'Finalisation de la demande de signature...',
    signingText: (wallet) =>
      `Signez le message dans ${wallet} pour prouver que ce portefeuille vous appartient.`,
    successTitle: 'Opération réussie\u202f!',
    successText: 'Votre portefeuille est bien connecté.',
    errorTitle: 'Il semble qu’une erreur se soit produite\u202f!',
    rejected: 'La demande a été refusée dans votre portefeuille.',
    tryAgain: 'Réessayer',
    back: 'Retour',
  },
  oauth: {
    continueWith: (provider) => `Continuer avec ${provider}`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `One Tap ne peut pas s’afficher\u00a0: l’hôte de cette page, ${host}, n’est pas une origine JavaScript autorisée du client OAuth Google du projet. Ajoutez-le dans la console Google API (en développement local, http://localhost et http://localhost:<port>).`,
      invalid_client:
        'One Tap ne peut pas s’afficher\u00a0: Google ne reconnaît pas l’ID client enregistré dans les paramètres OAuth Google du projet.',
      oauth_config_not_found:
        'One Tap ne peut pas s’afficher\u00a0: le projet n’a pas de client OAuth Google. Configurez-en un dans les paramètres OAuth.',
      no_login_redirect_urls_set:
        'One Tap ne peut pas s’afficher\u00a0: le projet n’a aucune URL de redirection de connexion, oauthOptions.loginRedirectURL ne peut donc pas être vérifiée. Ajoutez des URL de redirection de connexion au projet.',
      no_signup_redirect_urls_set:
        'One Tap ne peut pas s’afficher\u00a0: le projet n’a aucune URL de redirection d’inscription, oauthOptions.signupRedirectURL ne peut donc pas être vérifiée. Ajoutez des URL de redirection d’inscription au projet.',
    },
  },
  consent: {
    missingParameter: (param) =>
      `Paramètre obligatoire manquant\u00a0: ${param}. Veuillez contacter le développeur de l’application.`,
    noSession: 'Aucune session active détectée. Veuillez vous connecter pour continuer.',
    title: (clientName, projectName) => `Se connecter à ${clientName} avec ${projectName}`,
    titleCustom: (clientName, projectName) => `${clientName} souhaite accéder à votre compte ${projectName}`,
    intro: (clientName) => `Cela permettra à ${clientName} de\u00a0:`,
    scopes: {
      openid: {
        summary: 'Vérifier votre identité',
        detail: 'Voir les informations de votre compte.',
      },
      profile: {
        summary: 'Voir votre profil',
        detail: 'Votre nom, votre photo de profil et votre langue.',
      },
      email: {
        summary: 'Voir votre adresse e-mail',
        detail: 'L’adresse e-mail de votre compte.',
      },
      phone: {
        summary: 'Voir votre numéro de téléphone',
        detail: 'Le numéro de téléphone de votre compte.',
      },
      offline_access: {
        summary: 'Conserver l’accès lorsque vous n’utilisez pas l’application',
        detail: 'Accès hors ligne et synchronisation en arrière-plan, jusqu’à ce que vous le révoquiez.',
      },
      full_access: {
        summary: 'Agir pleinement en votre nom',
        detail: 'Tout ce que votre compte permet de faire, y compris gérer vos sessions.',
      },
    },
    customScope: (scope) => `Utiliser la portée ${scope}`,
    scopeName: (scope) => `Portée\u00a0: ${scope}`,
    ungrantable: (clientName) =>
      `Vous n’avez pas les autorisations nécessaires pour accorder à ${clientName} l’accès à certaines des portées demandées.`,
    allow: 'Autoriser',
    deny: 'Refuser',
    theApp: 'L’application',
    logoAlt: (clientName) => `Logo de ${clientName}`,
    denied: 'L’accès à l’application a été refusé.',
    redirecting: 'Redirection…',
    invalidRedirect:
      'L’application a demandé à poursuivre vers une adresse qui n’est pas une page web\u00a0; la connexion s’est donc arrêtée ici. Veuillez contacter le développeur de l’application.',
    successTitle: 'Opération réussie\u202f!',
    successText: 'Vous êtes connecté. Vous pouvez fermer cette page.',
    logoutTitle: 'Se déconnecter\u202f?',
    logoutText: (projectName) =>
      `Voulez-vous vraiment vous déconnecter de votre compte ${projectName}\u202f?`,
    yes: 'Oui',
    no: 'Non',
    loggingOut: 'Déconnexion…',
    notLoggedOut: 'Vous n’avez pas été déconnecté. Vous pouvez fermer cette page.',
  },
  errors: {
    catalogue: {
      invalid_email: 'Le format de l’adresse e-mail n’est pas valide.',
      invalid_phone_number:
        'Le format du numéro de téléphone n’est pas valide. Vérifiez que le numéro est au format E.164.',
      unsubscribed_phone_number: 'Ce numéro est désabonné\u202f; pour vous réabonner, envoyez START par SMS.',
      inactive_email:
        'Cette adresse e-mail est marquée comme inactive. Essayez une autre adresse e-mail ou contactez votre administrateur si vous pensez qu’il s’agit d’une erreur.',
      unauthorized_credentials: 'Identifiants non autorisés.',
      user_unauthenticated:
        'Une session active est nécessaire pour appeler cette méthode. Vous êtes-vous déjà connecté\u202f?',
      email_not_found: 'Adresse e-mail introuvable.',
      unable_to_auth_magic_link:
        'Le lien de connexion n’a pas pu être authentifié, car il a déjà été utilisé ou a expiré. Veuillez réessayer.',
      no_user_password: 'Aucun mot de passe trouvé pour cet utilisateur. Veuillez réessayer.',
      breached_password:
        'Ce mot de passe figure dans la liste des mots de passe compromis et doit être réinitialisé.',
      reset_password: 'Le mot de passe doit être réinitialisé.',
      oauth_token_not_found: 'Le jeton OAuth est introuvable.',
      invalid_code: 'Le format du code n’est pas valide. Veuillez réessayer.',
      member_password_not_found: 'Mot de passe du membre introuvable.',
      oauth_flow_callback_error:
        'Une erreur s’est produite lors du rappel (callback) du flux OAuth. Veuillez réessayer.',
      unauthorized_action: 'Action non autorisée.',
      user_lock_limit_reached:
        'Trop de tentatives d’authentification infructueuses. Veuillez réessayer plus tard.',
      invalid_session_token: 'Jeton de session non valide.',
      session_not_found: 'Session introuvable.',
      invalid_phone_number_country_code:
        'L’indicatif pays du numéro de téléphone n’est pas valide, n’est pas pris en charge ou est désactivé.',
      otp_code_not_found: 'Code non valide. Veuillez réessayer.',
      duplicate_member_phone_number:
        'Un membre avec ce numéro de téléphone existe déjà dans cette organisation.',
      too_many_requests: 'Trop de tentatives. Veuillez réessayer dans {0}.',
    },
    network: 'Impossible de joindre le service de connexion. Vérifiez votre connexion Internet et réessayez.',
    unexpected: 'Le service de connexion a renvoyé une réponse inattendue. Veuillez réessayer.',
    unknown: 'Un problème est survenu. Veuillez réessayer.',
  },
  twoFactor: {
    title: 'Validation en deux étapes',
    appPrompt: 'Saisissez le code à 6 chiffres de votre application d’authentification.',
    sentTo: (destination) => `Saisissez le code à 6 chiffres envoyé à ${destination}.`,
    codeLabel: 'Code de vérification',
    verify: 'Vérifier',
    verifying: 'Vérification…',
    useRecovery: 'Utiliser un code de récupération',
    recoveryTitle: 'Utiliser un code de récupération',
    recoveryPrompt: 'Saisissez l’un des codes de récupération enregistrés lors de la configuration.',
    recoveryLabel: 'Code de récupération',
    backToCode: 'Utiliser plutôt un code de vérification',
    otherMethods: 'Vérifier autrement',
    methodTotp: 'Application d’authentification',
    methodSms: 'SMS',
    methodEmail: 'E-mail',
    sending: 'Envoi…',
    resend: 'Envoyer un nouveau code',
    codeSent: 'Code envoyé !',
    errors: {
      active_totp_exists: 'Une application d’authentification est déjà configurée pour votre compte.',
      totps_not_found_for_user: 'Aucune application d’authentification n’est configurée pour votre compte.',
      totp_not_found: 'Cette application d’authentification n’est plus configurée pour votre compte.',
      invalid_totp_code: 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.',
      expired_totp: 'Cette configuration a expiré. Recommencez pour obtenir un nouveau code QR.',
      unable_to_authenticate_totp: 'Ce code est incorrect. Vérifiez-le et réessayez.',
      totp_code_already_authenticated:
        'Ce code a déjà été utilisé. Attendez le code suivant dans votre application.',
      recovery_code_used_as_totp_code:
        'C’est un code de récupération. Pour l’utiliser, choisissez «\u00a0Utiliser un code de récupération\u00a0».',
      totp_code_used_as_recovery_code:
        'C’est un code de votre application d’authentification. Pour l’utiliser, choisissez «\u00a0Utiliser plutôt un code de vérification\u00a0».',
      unable_to_authenticate_recovery_code:
        'Ce code de récupération est incorrect. Vérifiez-le et réessayez.',
      invalid_recovery_code:
        'Ce code de récupération a déjà été utilisé. Chaque code ne fonctionne qu’une fois : essayez-en un autre.',
      otp_code_not_found:
        'Ce code n’a pas fonctionné. Il est peut-être mal saisi, expiré ou déjà utilisé\u00a0: vérifiez-le ou envoyez un nouveau code.',
      unable_to_auth_otp_code:
        'Ce code n’a pas fonctionné. Il est peut-être mal saisi, expiré ou déjà utilisé\u00a0: vérifiez-le ou envoyez un nouveau code.',
      invalid_code: 'Saisissez le code à 6 chiffres que nous vous avons envoyé.',
      user_lock_limit_reached: 'Trop de codes incorrects. Réessayez plus tard.',
    },
    lockedUntil: (time) => `Trop de codes incorrects. Réessayez après ${time}.`,
    checking: 'Vérification de votre compte…',
    enrollTitle: 'Configurer la validation en deux étapes',
    enrollScan: 'Scannez ce code QR avec votre application d’authentification.',
    qrAlt: 'Code QR pour votre application d’authentification',
    enrollKey: 'Impossible de scanner ? Saisissez cette clé dans l’application :',
    copyKey: 'Copier la clé',
    copied: 'Copié !',
    enrollConfirm: 'Saisissez ensuite le code à 6 chiffres affiché par l’application.',
    codesTitle: 'Enregistrez vos codes de récupération',
    codesText:
      'Si vous perdez l’accès à votre application d’authentification, chaque code permet de vous connecter une fois. Ils ne sont affichés que maintenant : conservez-les en lieu sûr.',
    copyCodes: 'Copier les codes',
    downloadCodes: 'Télécharger',
    saved: 'J’ai enregistré ces codes',
    continue: 'Continuer',
    regenerate: 'Obtenir de nouveaux codes',
    recoveryFileTitle: 'Codes de récupération (chacun fonctionne une fois)',
  },
  loader,
  landing: {
    loggingIn: 'Connexion en cours…',
    confirmTitle: 'Terminer la connexion',
    confirmText: 'Appuyez sur le bouton pour terminer la connexion avec le lien de votre e-mail.',
    confirmWhy: 'Cette étape empêche les analyseurs de sécurité des e-mails d’utiliser votre lien.',
    confirmButton: 'Se connecter',
    otherDeviceTitle: 'Ouvrez le lien là où vous l’avez demandé',
    otherDeviceText:
      'Ce lien a été demandé dans un autre navigateur ou sur un autre appareil et, pour votre sécurité, il ne fonctionne que là-bas. Ouvrez-le là-bas, ou obtenez ici un nouveau lien ou un code.',
    otherDeviceAction: 'Obtenir un nouveau lien sur cet appareil',
    deadTitle: 'Ce lien ne fonctionne plus',
    deadText: 'Il a déjà été utilisé ou il a expiré. Demandez-en un nouveau.',
    newLink: 'Envoyer un nouveau lien',
    oauthCancelled: 'La connexion a été annulée.',
    oauthFailed: 'Le fournisseur de connexion ne vous a pas connecté. Veuillez réessayer.',
    failedTitle: 'Échec de la connexion',
    retry: 'Réessayer',
    backToLogin: 'Retour à la connexion',
    linkExpired: 'Le lien a expiré. Envoyez-en un nouveau pour vous connecter.',
    thisBrowserOnly: 'Ouvrez le lien dans ce navigateur.',
  },
  passkeyOffer: {
    title: 'Créer une clé d’accès ?',
    text: 'La prochaine fois, connectez-vous avec votre empreinte, votre visage ou le verrouillage de l’écran au lieu d’un mot de passe.',
    create: 'Créer une clé d’accès',
    notNow: 'Pas maintenant',
    failed: 'La clé d’accès n’a pas été créée. Vous pourrez en ajouter une plus tard.',
  },
  strength: {
    warnings: {
      straightRow: 'Les lignes droites de touches de votre clavier sont faciles à deviner.',
      keyPattern: 'Des motifs de clavier courts sont faciles à deviner.',
      simpleRepeat: "Les caractères répétés comme 'aaa' sont faciles à deviner.",
      extendedRepeat: "Les caractères répétés comme 'abcabcabc' sont faciles à deviner.",
      sequences: "Des séquences de caractères communs comme 'abc' sont faciles à deviner.",
      recentYears: 'Les années récentes sont faciles à deviner.',
      dates: 'Les dates sont faciles à deviner.',
      topTen: 'Ce mot de passe est très utilisé.',
      topHundred: 'Ce mot de passe est fréquemment utilisé.',
      common: 'Ce mot de passe est couramment utilisé.',
      similarToCommon: 'Ce mot de passe est similaire à un mot de passe couramment utilisé.',
      wordByItself: 'Les mots simples sont faciles à deviner.',
      namesByThemselves: 'Des noms ou des prénoms simples sont faciles à deviner.',
      commonNames: 'Les noms communs et les noms de famille sont faciles à deviner.',
      userInputs: 'Le mot de passe ne doit pas comporter de données personnelles ou liées au site.',
      pwned: 'Votre mot de passe a été divulgué suite à une violation de données sur Internet.',
    },
    suggestions: {
      l33t: "Évitez les substitutions de lettres prévisibles comme '@' pour 'a'.",
      reverseWords: 'Évitez les orthographes inversées des mots courants.',
      allUppercase: 'Mettez quelques lettres en majuscules, mais pas toutes.',
      capitalization: 'Utilisez des majuscules mais pas seulement sur la première lettre.',
      dates: 'Évitez les dates et les années qui vous sont associées.',
      recentYears: 'Évitez les dernières années.',
      associatedYears: 'Évitez les années qui vous sont associées.',
      sequences: 'Évitez les séquences de caractères courantes.',
      repeated: 'Évitez les mots et les caractères répétés.',
      longerKeyboardPattern:
        'Utilisez des motifs de clavier plus longs et changez de sens de frappe plusieurs fois.',
      anotherWord: 'Ajoutez des mots moins courants.',
      useWords: 'Utilisez plusieurs mots, mais évitez les phrases courantes.',
      noNeed:
        'Vous pouvez créer des mots de passe forts sans utiliser de symboles, de chiffres ou de lettres majuscules.',
      pwned: 'Si vous utilisez ce mot de passe ailleurs, vous devriez le modifier.',
    },
  },
  server: {
    noScript:
      'Ce formulaire a besoin de JavaScript. Activez JavaScript dans votre navigateur, puis rechargez la page.',
  },
};

export default fr;
