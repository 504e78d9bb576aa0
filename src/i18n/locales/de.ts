import type { Translations } from '../types';

const loader: Translations['loader'] = {
  loadFailed:
    'Dieser Teil des Anmeldeformulars konnte nicht geladen werden. Überprüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  reloadNeeded:
    'Dieser Teil des Anmeldeformulars konnte nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
  reload: 'Seite neu laden',
};

/** German (de). */
const de: Translations = {
  main: {
    header: 'Registrieren oder anmelden',
    or: 'oder',
    logoAlt: 'Logo',
  },
  passkeys: {
    login: 'Mit Passkey anmelden',
    successTitle: 'Erfolgreich!',
    successText: 'Ihr Passkey wurde erfolgreich authentifiziert.',
    registerTitle: 'Neuen Passkey einrichten',
    create: 'Passkey erstellen',
    skip: 'Überspringen',
    createdTitle: 'Passkey erfolgreich erstellt!',
    listTitle: 'Ihre Passkeys',
    existing: 'Vorhandene Passkeys',
    none: 'Noch keine Passkeys.',
    setUpAnother: 'Weiteren Passkey einrichten',
    done: 'Fertig',
    rename: 'Umbenennen',
    renameLabel: (name) => `Neuer Name für ${name}`,
    save: 'Speichern',
    cancel: 'Abbrechen',
    delete: 'Löschen',
    deleteLabel: (name) => `${name} löschen`,
    confirmDelete: (name) => `„${name}“ löschen? Sie können sich dann nicht mehr damit anmelden.`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `hinzugefügt am ${created}` : null].filter(Boolean).join(' · '),
    platform: 'Dieses Gerät',
    securityKey: 'Sicherheitsschlüssel',
    synced: 'synchronisiert',
    noSession:
      'Fehler: Die Komponente PasskeyRegistration kann nicht ohne aktiven, authentifizierten Benutzer verwendet werden.',
    errorGeneric:
      'Bei der Authentifizierung mit dem Passkey ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    errorNotFound:
      'Passkey-Registrierung nicht gefunden. Möglicherweise haben Sie den Passkey aus Ihrem Konto gelöscht, aber nicht aus Ihrem Passwort-Manager. Bitte versuchen Sie es erneut.',
    errorDuplicate:
      'Der Passkey kann nicht erstellt werden, da er offenbar bereits registriert ist. Möglicherweise wurde er auf einem anderen Gerät registriert und geräteübergreifend synchronisiert.',
    errorNotCreated:
      'Ihr Passkey wurde nicht erstellt. Klicken Sie auf „Passkey erstellen“, um es erneut zu versuchen, oder überspringen Sie diesen Schritt, ohne einen Passkey hinzuzufügen.',
  },
  loggedIn: {
    title: 'Sie sind angemeldet',
    as: (identifier) => `Angemeldet als ${identifier}.`,
    logOut: 'Abmelden',
    loggingOut: 'Abmeldung läuft…',
    logoutFailed:
      'Der Anbieter konnte nicht über die Abmeldung informiert werden; auf diesem Gerät sind Sie abgemeldet.',
  },
  email: {
    label: 'E-Mail-Adresse',
    placeholder: 'example@email.com',
    invalid: 'Das Format der E-Mail-Adresse ist ungültig.',
    required: 'Geben Sie Ihre E-Mail-Adresse ein.',
    submit: 'Weiter mit E-Mail',
    submitting: 'Wird gesendet…',
  },
  tabs: {
    label: 'Anmeldemethoden',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
    email: 'E-Mail',
  },
  phone: {
    label: 'Telefonnummer',
    countryLabel: 'Land',
    placeholder: '(123) 456-7890',
    invalid: 'Das Format der Telefonnummer ist ungültig. Geben Sie die Telefonnummer im Format E.164 ein.',
    required: 'Geben Sie Ihre Telefonnummer ein.',
    submitSms: 'Weiter per SMS',
    submitWhatsapp: 'Weiter mit WhatsApp',
    sending: 'Wird gesendet…',
  },
  otpEmail: {
    invalid: 'Ungültige E-Mail-Adresse.',
  },
  otp: {
    title: 'Code eingeben',
    sentTo: (destination) => `Ein 6-stelliger Code wurde an ${destination} gesendet`,
    codeLabel: 'Code',
    expiresIn: (timeRemaining) => `Ihr Code läuft in ${timeRemaining} ab.`,
    expired: 'Ihr Code ist abgelaufen.',
    invalidCode: 'Das Codeformat ist ungültig. Bitte versuchen Sie es erneut.',
    verifying: 'Code wird überprüft...',
    resendPrompt: 'Keinen Code erhalten?',
    resendLink: 'Code erneut senden',
    sending: 'Wird gesendet…',
    codeSent: 'Code gesendet',
    back: 'Zurück',
    successTitle: 'Erfolgreich!',
    successText: 'Ihr Code wurde erfolgreich bestätigt.',
  },
  password: {
    resetTitle: 'Passwort zurücksetzen',
    chooseHow: 'Wählen Sie aus, wie Sie Ihr Konto erstellen möchten.',
    createTitle: 'Legen Sie ein Passwort fest, um die Erstellung Ihres Kontos abzuschließen.',
    loginTitle: 'Anmelden',
    emailLabel: 'E-Mail-Adresse',
    passwordLabel: 'Passwort',
    show: 'Passwort anzeigen',
    hide: 'Passwort ausblenden',
    submit: 'Weiter',
    submitting: 'Wird verarbeitet…',
    emailMeLink: 'Anmeldelink per E-Mail senden',
    emailMeCode: 'Anmeldecode per E-Mail senden',
    forgot: 'Passwort vergessen?',
    forgotTitle: 'Passwort vergessen?',
    forgotText: (email) => `Ein Link zum Zurücksetzen Ihres Passworts wurde an ${email} gesendet.`,
    setNewTitle: 'Überprüfen Sie Ihre E-Mails!',
    setNewText: (email) => `Ein Link zum Festlegen eines Passworts für Ihr Konto wurde an ${email} gesendet.`,
    dedupeTitle: 'Überprüfen Sie Ihre E-Mails, um ein neues Passwort festzulegen!',
    dedupeText: (email) =>
      `Wir möchten sicherstellen, dass Ihr Konto geschützt ist und dass wirklich Sie sich anmelden. Ein Anmeldelink wurde an ${email} gesendet.`,
    breachedTitle: 'Ihr Passwort muss zurückgesetzt werden',
    breachWarning:
      'Dieses Passwort wurde möglicherweise auf einer anderen Website verwendet, bei der ein Sicherheitsproblem aufgetreten ist. Bitte wählen Sie ein anderes Passwort.',
    sendReset: 'Link zum Zurücksetzen per E-Mail senden',
    resend: 'E-Mail erneut senden',
    emailResent: 'E-Mail erneut gesendet',
    resetSubmit: 'Weiter',
    loggingIn: 'Anmeldung läuft...',
    missingToken:
      'Die Adresse dieser Seite muss ein Token zum Zurücksetzen des Passworts enthalten. Öffnen Sie den Link aus der E-Mail erneut.',
    linkUsedOrExpired:
      'Dieser Link zum Zurücksetzen des Passworts wurde bereits verwendet oder ist abgelaufen. Geben Sie Ihre E-Mail-Adresse ein, dann senden wir Ihnen einen neuen.',
    sendNewLink: 'Neuen Link senden',
    newLinkSent: (email) =>
      `Ein neuer Link zum Zurücksetzen Ihres Passworts wurde an ${email} gesendet. Öffnen Sie ihn in Ihrem Posteingang.`,
    loginLinkFailed: 'Mit diesem Link konnten Sie nicht angemeldet werden',
    successTitle: 'Erfolgreich!',
    successText: 'Sie haben sich erfolgreich angemeldet.',
    checking: 'Passwort wird überprüft…',
    strengthLabel: 'Passwortstärke',
    strengthLevels: ['Sehr schwach', 'Schwach', 'Mittel', 'Stark', 'Sehr stark'],
    // „Zeichen“ and „Zeichenarten“ read the same for every count, so no plural form is needed.
    ludsLength: (count) => `Muss mindestens ${count.toString()} Zeichen lang sein`,
    ludsComplexity: (count) =>
      `Muss ${count.toString()} der folgenden Zeichenarten enthalten: Großbuchstabe, Kleinbuchstabe, Ziffer, Sonderzeichen`,
    met: 'Anforderung erfüllt',
    notMet: 'Anforderung nicht erfüllt',
  },
  emailConfirmation: {
    title: 'Überprüfen Sie Ihre E-Mails',
    sentTo: (email) => `Eine E-Mail wurde an ${email} gesendet.`,
    openGmail: 'In Gmail öffnen',
    openYahoo: 'In Yahoo öffnen',
    openOutlook: 'In Outlook öffnen',
    opensInNewTab: '(wird in einem neuen Tab geöffnet)',
    tryAgain: 'Erneut versuchen',
  },
  config: {
    passkeysAlone:
      'Fehler: Passkeys können nicht allein verwendet werden. Fügen Sie der Konfiguration ein weiteres Produkt hinzu.',
    emlWithEmailOtp: 'Fehler: EML und E-Mail-OTP können nicht gleichzeitig verwendet werden',
    invalidJson: (attribute) =>
      `Fehler: Das Attribut ${attribute} ist kein gültiges JSON. Die Browserkonsole zeigt, an welcher Stelle das JSON fehlerhaft ist.`,
    unknownProduct: (product) =>
      `Fehler: Unbekanntes Produkt „${product}“. Verwenden Sie eines der folgenden: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.`,
    missingAttribute: (attribute) => `Fehler: Das Attribut ${attribute} ist erforderlich.`,
    invalidAttribute: (attribute, detail) => `Fehler: Das Attribut ${attribute} ist ungültig: ${detail}`,
    emptyProducts: 'Fehler: Die Produktliste ist leer. Fügen Sie der Konfiguration ein Produkt hinzu.',
    projectRefused: (detail) =>
      `Fehler: Der Anbieter hat das öffentliche Token dieses Elements abgelehnt: ${detail}`,
    unavailable: 'Die Anmeldung ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut.',
    noRedirectUrls: (projectName, fields) =>
      `Fehler: Die per E-Mail gesendeten Links hätten kein Ziel: Das Projekt „${projectName}“ hat keine ` +
      `Standard-Weiterleitungs-URL für sie. Legen Sie ${fields.join(', ')} in der Konfiguration fest oder fügen ` +
      'Sie dem Projekt Weiterleitungs-URLs hinzu.',
    bootstrapFailed: (detail) =>
      `Die Projekteinstellungen konnten nicht geladen werden (${detail}); es werden die Standardwerte verwendet.`,
    insecureContext: (host) =>
      `Diese Seite wird über unverschlüsseltes http von ${host} ausgeliefert: Der Browser behält die ` +
      'Sitzungscookies nicht (sie sind Secure), daher geht eine Anmeldung beim Neuladen verloren. Liefern Sie die ' +
      'Seite über https aus (localhost darf http verwenden).',
    stylesBlocked:
      'Die Content Security Policy der Seite hat die Nonce des Elements abgelehnt: Seine Stile werden stattdessen als adoptierte Stylesheets eingebunden.',
  },
  errorScreen: {
    title: 'Offenbar ist ein Fehler aufgetreten!',
    back: 'Zurück',
    renderFailed:
      'Beim Anzeigen dieses Bildschirms ist ein Fehler aufgetreten. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    loadFailed: loader.loadFailed,
    retry: loader.retry,
    loading: 'Wird geladen…',
  },
  watermark: {
    poweredBy: 'Bereitgestellt von',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'Schließen',
  },
  crypto: {
    continueWith: (wallet) => `Weiter mit ${wallet}`,
    other: 'Weiter mit einer anderen Krypto-Wallet',
    otherTitle: 'Andere Krypto-Wallets',
    setUp: 'Neue Krypto-Wallet einrichten',
    setUpTitle: 'Neue Krypto-Wallet einrichten',
    setUpText:
      'Laden Sie eine Wallet herunter, erstellen Sie darin ein Konto und kehren Sie dann hierher zurück, um fortzufahren.',
    download: (wallet) => `${wallet} herunterladen`,
    newTab: '(wird in einem neuen Tab geöffnet)',
    noWallets: 'In diesem Browser wurde keine Krypto-Wallet gefunden.',
    connecting: 'Verbindung mit Ihrer Wallet wird hergestellt...',
    connectingText: (wallet) => `Bestätigen Sie die Verbindung in ${wallet}.`,
    signing: 'Signaturanfrage wird abgeschlossen...',
    signingText: (wallet) =>
      `Signieren Sie die Nachricht in ${wallet}, um zu bestätigen, dass diese Wallet Ihnen gehört.`,
    successTitle: 'Erfolgreich!',
    successText: 'Ihre Wallet wurde erfolgreich verbunden.',
    errorTitle: 'Offenbar ist ein Fehler aufgetreten!',
    rejected: 'Die Anfrage wurde in Ihrer Wallet abgelehnt.',
    tryAgain: 'Erneut versuchen',
    back: 'Zurück',
  },
  oauth: {
    continueWith: (provider) => `Weiter mit ${provider}`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `One Tap kann nicht angezeigt werden: Der Host dieser Seite, ${host}, ist kein autorisierter JavaScript-Ursprung des Google-OAuth-Clients des Projekts. Fügen Sie ihn in der Google API Console hinzu (für die lokale Entwicklung sowohl http://localhost als auch http://localhost:<port>).`,
      invalid_client:
        'One Tap kann nicht angezeigt werden: Google erkennt die Client-ID in den Google-OAuth-Einstellungen des Projekts nicht.',
      oauth_config_not_found:
        'One Tap kann nicht angezeigt werden: Das Projekt hat keinen Google-OAuth-Client. Richten Sie einen in den OAuth-Einstellungen ein.',
      no_login_redirect_urls_set:
        'One Tap kann nicht angezeigt werden: Das Projekt hat keine Login-Weiterleitungs-URLs, daher lässt sich oauthOptions.loginRedirectURL nicht prüfen. Fügen Sie dem Projekt Login-Weiterleitungs-URLs hinzu.',
      no_signup_redirect_urls_set:
        'One Tap kann nicht angezeigt werden: Das Projekt hat keine Registrierungs-Weiterleitungs-URLs, daher lässt sich oauthOptions.signupRedirectURL nicht prüfen. Fügen Sie dem Projekt Registrierungs-Weiterleitungs-URLs hinzu.',
    },
  },
  consent: {
    missingParameter: (param) =>
      `Erforderlicher Parameter fehlt: ${param}. Bitte wenden Sie sich an den Entwickler der Anwendung.`,
    noSession: 'Keine aktive Sitzung gefunden. Bitte melden Sie sich an, um fortzufahren.',
    title: (clientName, projectName) => `Bei ${clientName} mit ${projectName} anmelden`,
    titleCustom: (clientName, projectName) =>
      `${clientName} möchte auf Ihr Konto bei ${projectName} zugreifen`,
    intro: (clientName) => `Damit kann ${clientName}:`,
    scopes: {
      openid: {
        summary: 'Ihre Identität bestätigen',
        detail: 'Ihre Kontoinformationen ansehen.',
      },
      profile: {
        summary: 'Ihr Profil ansehen',
        detail: 'Ihr Name, Ihr Profilbild und Ihre Sprache.',
      },
      email: {
        summary: 'Ihre E-Mail-Adresse ansehen',
        detail: 'Die E-Mail-Adresse Ihres Kontos.',
      },
      phone: {
        summary: 'Ihre Telefonnummer ansehen',
        detail: 'Die Telefonnummer Ihres Kontos.',
      },
      offline_access: {
        summary: 'Zugriff behalten, während Sie die App nicht nutzen',
        detail: 'Offlinezugriff und Synchronisierung im Hintergrund, bis Sie ihn widerrufen.',
      },
      full_access: {
        summary: 'Uneingeschränkt in Ihrem Namen handeln',
        detail: 'Alles, was Ihr Konto kann, einschließlich der Verwaltung Ihrer Sitzungen.',
      },
    },
    customScope: (scope) => `Den Bereich ${scope} verwenden`,
    scopeName: (scope) => `Bereich: ${scope}`,
    ungrantable: (clientName) =>
      `Sie haben keine Berechtigung, ${clientName} Zugriff auf einige der angeforderten Bereiche zu gewähren.`,
    allow: 'Zulassen',
    deny: 'Ablehnen',
    theApp: 'Die App',
    logoAlt: (clientName) => `Logo von ${clientName}`,
    denied: 'Der Zugriff auf die Anwendung wurde verweigert.',
    redirecting: 'Weiterleitung…',
    invalidRedirect:
      'Die Anwendung wollte an einer Adresse fortfahren, die keine Webseite ist, daher wurde die Anmeldung hier beendet. Bitte wenden Sie sich an den Entwickler der Anwendung.',
    successTitle: 'Erfolgreich!',
    successText: 'Sie sind angemeldet. Sie können diese Seite schließen.',
    logoutTitle: 'Abmelden?',
    logoutText: (projectName) => `Möchten Sie sich wirklich von Ihrem Konto bei ${projectName} abmelden?`,
    yes: 'Ja',
    no: 'Nein',
    loggingOut: 'Abmeldung läuft…',
    notLoggedOut: 'Sie wurden nicht abgemeldet. Sie können diese Seite schließen.',
  },
  errors: {
    catalogue: {
      invalid_email: 'Das Format der E-Mail-Adresse ist ungültig.',
      invalid_phone_number:
        'Das Format der Telefonnummer ist ungültig. Geben Sie die Telefonnummer im Format E.164 ein.',
      unsubscribed_phone_number:
        'Diese Telefonnummer ist abgemeldet. Senden Sie START per SMS, um sie wieder anzumelden.',
      inactive_email:
        'Diese E-Mail-Adresse ist als inaktiv markiert. Versuchen Sie es mit einer anderen E-Mail-Adresse oder wenden Sie sich an Ihren Administrator, wenn Sie dies für einen Fehler halten.',
      unauthorized_credentials: 'Nicht autorisierte Anmeldedaten.',
      user_unauthenticated:
        'Für diese Methode ist eine aktive Sitzung erforderlich. Haben Sie sich bereits angemeldet?',
      email_not_found: 'E-Mail-Adresse nicht gefunden.',
      unable_to_auth_magic_link:
        'Der Anmeldelink konnte nicht authentifiziert werden, da er bereits verwendet wurde oder abgelaufen ist. Bitte versuchen Sie es erneut.',
      no_user_password: 'Für diesen Benutzer wurde kein Passwort gefunden. Bitte versuchen Sie es erneut.',
      breached_password:
        'Dieses Passwort steht auf der Liste kompromittierter Passwörter und muss zurückgesetzt werden.',
      reset_password: 'Das Passwort muss zurückgesetzt werden.',
      oauth_token_not_found: 'Das OAuth-Token wurde nicht gefunden.',
      invalid_code: 'Das Codeformat ist ungültig. Bitte versuchen Sie es erneut.',
      member_password_not_found: 'Passwort des Mitglieds nicht gefunden.',
      oauth_flow_callback_error:
        'Beim Callback des OAuth-Ablaufs ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
      unauthorized_action: 'Nicht autorisierte Aktion.',
      user_lock_limit_reached:
        'Zu viele fehlgeschlagene Authentifizierungsversuche. Bitte versuchen Sie es später erneut.',
      invalid_session_token: 'Ungültiges Sitzungstoken.',
      session_not_found: 'Sitzung nicht gefunden.',
      invalid_phone_number_country_code:
        'Die Ländervorwahl der Telefonnummer ist ungültig, wird nicht unterstützt oder ist deaktiviert.',
      otp_code_not_found: 'Ungültiger Code. Bitte versuchen Sie es erneut.',
      duplicate_member_phone_number:
        'In dieser Organisation gibt es bereits ein Mitglied mit dieser Telefonnummer.',
      too_many_requests: 'Zu viele Versuche. Bitte versuchen Sie es in {0} erneut.',
    },
    network:
      'Der Anmeldedienst ist nicht erreichbar. Überprüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    unexpected: 'Der Anmeldedienst hat eine unerwartete Antwort gesendet. Bitte versuchen Sie es erneut.',
    unknown: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  },
  twoFactor: {
    title: 'Bestätigung in zwei Schritten',
    appPrompt: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
    sentTo: (destination) => `Geben Sie den 6-stelligen Code ein, den wir an ${destination} gesendet haben.`,
    codeLabel: 'Bestätigungscode',
    verify: 'Bestätigen',
    verifying: 'Wird geprüft…',
    useRecovery: 'Wiederherstellungscode verwenden',
    recoveryTitle: 'Wiederherstellungscode verwenden',
    recoveryPrompt:
      'Geben Sie einen der Wiederherstellungscodes ein, die Sie bei der Einrichtung gespeichert haben.',
    recoveryLabel: 'Wiederherstellungscode',
    backToCode: 'Stattdessen einen Bestätigungscode verwenden',
    otherMethods: 'Auf andere Weise bestätigen',
    methodTotp: 'Authenticator-App',
    methodSms: 'SMS',
    methodEmail: 'E-Mail',
    sending: 'Wird gesendet…',
    resend: 'Neuen Code senden',
    codeSent: 'Code gesendet!',
    errors: {
      active_totp_exists: 'Für Ihr Konto ist bereits eine Authenticator-App eingerichtet.',
      totps_not_found_for_user: 'Für Ihr Konto ist keine Authenticator-App eingerichtet.',
      totp_not_found: 'Diese Authenticator-App ist für Ihr Konto nicht mehr eingerichtet.',
      invalid_totp_code: 'Geben Sie den 6-stelligen Code ein, den Ihre Authenticator-App anzeigt.',
      expired_totp:
        'Diese Einrichtung ist abgelaufen. Beginnen Sie erneut, um einen neuen QR-Code zu erhalten.',
      unable_to_authenticate_totp:
        'Dieser Code ist nicht richtig. Prüfen Sie ihn und versuchen Sie es erneut.',
      totp_code_already_authenticated:
        'Dieser Code wurde bereits verwendet. Warten Sie auf den nächsten Code in Ihrer App.',
      recovery_code_used_as_totp_code:
        'Das ist ein Wiederherstellungscode. Um ihn zu verwenden, wählen Sie „Wiederherstellungscode verwenden“.',
      totp_code_used_as_recovery_code:
        'Das ist ein Code aus Ihrer Authenticator-App. Um ihn zu verwenden, wählen Sie „Stattdessen einen Bestätigungscode verwenden“.',
      unable_to_authenticate_recovery_code:
        'Dieser Wiederherstellungscode ist nicht richtig. Prüfen Sie ihn und versuchen Sie es erneut.',
      invalid_recovery_code:
        'Dieser Wiederherstellungscode wurde bereits verwendet. Jeder Code funktioniert nur einmal: Versuchen Sie einen anderen.',
      otp_code_not_found:
        'Dieser Code hat nicht funktioniert. Er ist vielleicht falsch eingegeben, abgelaufen oder bereits verwendet: Prüfen Sie ihn oder lassen Sie sich einen neuen Code senden.',
      unable_to_auth_otp_code:
        'Dieser Code hat nicht funktioniert. Er ist vielleicht falsch eingegeben, abgelaufen oder bereits verwendet: Prüfen Sie ihn oder lassen Sie sich einen neuen Code senden.',
      invalid_code: 'Geben Sie den 6-stelligen Code ein, den wir Ihnen gesendet haben.',
      user_lock_limit_reached: 'Zu viele falsche Codes. Versuchen Sie es später erneut.',
    },
    lockedUntil: (time) => `Zu viele falsche Codes. Versuchen Sie es nach ${time} erneut.`,
    checking: 'Ihr Konto wird geprüft…',
    enrollTitle: 'Bestätigung in zwei Schritten einrichten',
    enrollScan: 'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App.',
    qrAlt: 'QR-Code für Ihre Authenticator-App',
    enrollKey: 'Scannen nicht möglich? Geben Sie diesen Schlüssel in der App ein:',
    copyKey: 'Schlüssel kopieren',
    copied: 'Kopiert!',
    enrollConfirm: 'Geben Sie dann den 6-stelligen Code ein, den die App anzeigt.',
    codesTitle: 'Speichern Sie Ihre Wiederherstellungscodes',
    codesText:
      'Wenn Sie keinen Zugriff mehr auf Ihre Authenticator-App haben, können Sie sich mit jedem Code einmal anmelden. Sie werden nur jetzt angezeigt: Bewahren Sie sie sicher auf.',
    copyCodes: 'Codes kopieren',
    downloadCodes: 'Herunterladen',
    saved: 'Ich habe diese Codes gespeichert',
    continue: 'Weiter',
    regenerate: 'Neue Codes erstellen',
    recoveryFileTitle: 'Wiederherstellungscodes (jeder funktioniert einmal)',
  },
  loader,
  landing: {
    loggingIn: 'Sie werden angemeldet…',
    confirmTitle: 'Anmeldung abschließen',
    confirmText:
      'Klicken Sie auf die Schaltfläche, um die Anmeldung mit dem Link aus Ihrer E-Mail abzuschließen.',
    confirmWhy: 'Dieser Schritt verhindert, dass E-Mail-Sicherheitsscanner Ihren Link verbrauchen.',
    confirmButton: 'Anmelden',
    otherDeviceTitle: 'Öffnen Sie den Link dort, wo Sie ihn angefordert haben',
    otherDeviceText:
      'Dieser Link wurde in einem anderen Browser oder auf einem anderen Gerät angefordert und funktioniert zu Ihrer Sicherheit nur dort. Öffnen Sie ihn dort oder fordern Sie hier einen neuen Link oder Code an.',
    otherDeviceAction: 'Neuen Link auf diesem Gerät anfordern',
    deadTitle: 'Dieser Link funktioniert nicht mehr',
    deadText: 'Er wurde bereits verwendet oder ist abgelaufen. Fordern Sie einen neuen an.',
    newLink: 'Neuen Link senden',
    oauthCancelled: 'Die Anmeldung wurde abgebrochen.',
    oauthFailed: 'Der Anmeldeanbieter hat Sie nicht angemeldet. Bitte versuchen Sie es erneut.',
    failedTitle: 'Anmeldung fehlgeschlagen',
    retry: 'Erneut versuchen',
    backToLogin: 'Zurück zur Anmeldung',
    linkExpired: 'Der Link ist abgelaufen. Senden Sie einen neuen, um sich anzumelden.',
    thisBrowserOnly: 'Öffnen Sie den Link in diesem Browser.',
  },
  passkeyOffer: {
    title: 'Einen Passkey erstellen?',
    text: 'Melden Sie sich das nächste Mal mit Fingerabdruck, Gesicht oder Bildschirmsperre statt mit einem Passwort an.',
    create: 'Passkey erstellen',
    notNow: 'Nicht jetzt',
    failed: 'Der Passkey wurde nicht erstellt. Sie können später einen hinzufügen.',
  },
  strength: {
    warnings: {
      straightRow: 'Gerade Linien von Tasten auf der Tastatur sind leicht zu erraten.',
      keyPattern: 'Kurze Tastaturmuster sind leicht zu erraten.',
      simpleRepeat: 'Sich wiederholende Zeichen wie "aaa" sind leicht zu erraten.',
      extendedRepeat: 'Sich wiederholende Zeichenmuster wie "abcabcabc" sind leicht zu erraten.',
      sequences: 'Häufige Zeichenfolgen wie "abc" sind leicht zu erraten.',
      recentYears: 'Die jüngsten Jahreszahlen sind leicht zu erraten.',
      dates: 'Ein Datum ist leicht zu erraten.',
      topTen: 'Dies ist ein sehr häufig verwendetes Passwort.',
      topHundred: 'Dies ist ein häufig verwendetes Passwort.',
      common: 'Dies ist ein oft verwendetes Passwort.',
      similarToCommon: 'Dieses Passwort weist Ähnlichkeit zu anderen, oft verwendeten Passwörtern auf.',
      wordByItself: 'Einzelne Wörter sind leicht zu erraten.',
      namesByThemselves: 'Einzelne Namen oder Nachnamen sind leicht zu erraten.',
      commonNames: 'Vornamen und Nachnamen sind leicht zu erraten.',
      userInputs: 'Das Passwort enthält personliche Daten oder nimmt Bezug auf diese Webseite.',
      pwned: 'Ihr Kennwort wurde durch eine Datenpanne im Internet offengelegt.',
    },
    suggestions: {
      l33t: "Vorhersehbare Buchstabenersetzungen wie '@' für 'a' vermeiden.",
      reverseWords: 'Umgekehrte Schreibweise von gebräuchlichen Wörtern vermeiden.',
      allUppercase: 'Einige, aber nicht alle Buchstaben groß schreiben.',
      capitalization: 'Nicht nur den ersten Buchstaben groß schreiben.',
      dates: 'Daten, die mit persönlichen Daten in Verbindung gebracht werden können, vermeiden.',
      recentYears: 'Die jüngsten Jahreszahlen vermeiden.',
      associatedYears: 'Jahre, die mit persönlichen Daten in Verbindung gebracht werden können, vermeiden.',
      sequences: 'Häufige Zeichenfolgen vermeiden.',
      repeated: 'Wort- und Zeichenwiederholungen vermeiden.',
      longerKeyboardPattern: 'Längere Tastaturmuster in unterschiedlicher Tipprichtung verwenden.',
      anotherWord: 'Weitere Wörter, die weniger häufig vorkommen, hinzufügen.',
      useWords: 'Mehrere Wörter verwenden, aber allgemeine Phrasen vermeiden.',
      noNeed:
        'Es ist möglich, starke Passwörter zu erstellen, ohne Symbole, Zahlen oder Großbuchstaben zu verwenden.',
      pwned: 'Wenn Sie dieses Kennwort an anderer Stelle verwenden, sollten Sie es ändern.',
    },
  },
  server: {
    noScript:
      'Dieses Formular benötigt JavaScript. Aktivieren Sie JavaScript in Ihrem Browser und laden Sie die Seite neu.',
  },
};

export default de;
