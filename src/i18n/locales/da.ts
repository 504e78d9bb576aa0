import type { LoaderMessages, Translations } from '../types';

/** Picks the Danish form of a counted word ("1 tegntype", "3 tegntyper"). */
const pluralRules = new Intl.PluralRules('da');
const plural = (count: number, forms: { one: string; other: string }): string =>
  pluralRules.select(count) === 'one' ? forms.one : forms.other;

const loader: LoaderMessages = {
  loadFailed: 'Denne del af loginformularen kunne ikke indlæses. Tjek din forbindelse, og prøv igen.',
  retry: 'Prøv igen',
  reloadNeeded: 'Denne del af loginformularen kunne ikke indlæses. Genindlæs siden for at prøve igen.',
  reload: 'Genindlæs siden',
};

/** Danish (da). */
const da: Translations = {
  main: {
    header: 'Tilmeld dig eller log ind',
    or: 'eller',
    logoAlt: 'Logo',
  },
  passkeys: {
    login: 'Log ind med en adgangsnøgle',
    successTitle: 'Udført!',
    successText: 'Din adgangsnøgle er blevet godkendt.',
    registerTitle: 'Konfigurer en ny adgangsnøgle',
    create: 'Opret en adgangsnøgle',
    skip: 'Spring over',
    createdTitle: 'Adgangsnøglen er oprettet!',
    listTitle: 'Dine adgangsnøgler',
    existing: 'Eksisterende adgangsnøgler',
    none: 'Ingen adgangsnøgler endnu.',
    setUpAnother: 'Konfigurer endnu en adgangsnøgle',
    done: 'Færdig',
    rename: 'Omdøb',
    renameLabel: (name) => `Nyt navn til ${name}`,
    save: 'Gem',
    cancel: 'Annuller',
    delete: 'Slet',
    deleteLabel: (name) => `Slet ${name}`,
    confirmDelete: (name) => `Vil du slette "${name}"? Du kan ikke længere logge ind med den.`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `tilføjet ${created}` : null].filter(Boolean).join(' · '),
    platform: 'Denne enhed',
    securityKey: 'Sikkerhedsnøgle',
    synced: 'synkroniseret',
    noSession: 'Fejl: Komponenten PasskeyRegistration kan ikke bruges uden en aktiv, godkendt bruger.',
    errorGeneric: 'Der opstod en ukendt fejl under godkendelse med adgangsnøgle. Prøv igen.',
    errorNotFound:
      'Registreringen af adgangsnøglen blev ikke fundet. Du har måske slettet adgangsnøglen fra din konto, men ikke fra din adgangskodeadministrator. Prøv igen.',
    errorDuplicate:
      'Adgangsnøglen kan ikke oprettes, da den ser ud til allerede at være registreret. Den er muligvis registreret på en anden enhed og synkroniseret på tværs af enheder.',
    errorNotCreated:
      'Din adgangsnøgle blev ikke oprettet. Klik på "Opret en adgangsnøgle" for at prøve igen, eller spring over uden at tilføje en adgangsnøgle.',
  },
  loggedIn: {
    title: 'Du er logget ind',
    as: (identifier) => `Logget ind som ${identifier}.`,
    logOut: 'Log ud',
    loggingOut: 'Logger ud…',
    logoutFailed: 'Udbyderen kunne ikke få besked om udlogningen. Du er logget ud på denne enhed.',
  },
  email: {
    label: 'E-mail',
    placeholder: 'example@email.com',
    invalid: 'E-mailformatet er ugyldigt.',
    required: 'Angiv din e-mailadresse.',
    submit: 'Fortsæt med e-mail',
    submitting: 'Sender…',
  },
  tabs: {
    label: 'Måder at logge ind på',
    sms: 'Sms',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
  },
  phone: {
    label: 'Telefonnummer',
    countryLabel: 'Land',
    placeholder: '(123) 456-7890',
    invalid: 'Telefonnummerets format er ugyldigt. Sørg for, at telefonnummeret er i E.164-format.',
    required: 'Angiv dit telefonnummer.',
    submitSms: 'Fortsæt med sms',
    submitWhatsapp: 'Fortsæt med WhatsApp',
    sending: 'Sender…',
  },
  otpEmail: {
    invalid: 'Ugyldig e-mailadresse.',
  },
  otp: {
    title: 'Angiv kode',
    sentTo: (destination) => `Der er sendt en 6-cifret kode til dig på ${destination}`,
    codeLabel: 'Kode',
    expiresIn: (timeRemaining) => `Din kode udløber om ${timeRemaining}.`,
    expired: 'Din kode er udløbet.',
    invalidCode: 'Kodens format er ugyldigt. Prøv igen.',
    verifying: 'Bekræfter koden...',
    resendPrompt: 'Fik du den ikke?',
    resendLink: 'Send koden igen',
    sending: 'Sender…',
    codeSent: 'Koden er sendt',
    back: 'Tilbage',
    successTitle: 'Udført!',
    successText: 'Din kode er blevet bekræftet.',
  },
  password: {
    resetTitle: 'Nulstil din adgangskode',
    chooseHow: 'Vælg, hvordan du vil oprette din konto.',
    createTitle: 'Færdiggør oprettelsen af din konto ved at vælge en adgangskode.',
    loginTitle: 'Log ind',
    emailLabel: 'E-mail',
    passwordLabel: 'Adgangskode',
    show: 'Vis adgangskode',
    hide: 'Skjul adgangskode',
    submit: 'Fortsæt',
    submitting: 'Behandler…',
    emailMeLink: 'Send mig et loginlink på e-mail',
    emailMeCode: 'Send mig en loginkode på e-mail',
    forgot: 'Har du glemt din adgangskode?',
    forgotTitle: 'Har du glemt din adgangskode?',
    forgotText: (email) => `Vi har sendt et link til nulstilling af din adgangskode til ${email}.`,
    setNewTitle: 'Tjek din e-mail!',
    setNewText: (email) => `Vi har sendt et link til ${email}, så du kan vælge en adgangskode til din konto.`,
    dedupeTitle: 'Tjek din e-mail for at vælge en ny adgangskode!',
    dedupeText: (email) =>
      `Vi vil sikre os, at din konto er beskyttet, og at det virkelig er dig, der logger ind. Der er sendt et loginlink til ${email}.`,
    breachedTitle: 'Din adgangskode skal nulstilles',
    breachWarning:
      'Denne adgangskode kan være blevet brugt på et andet websted, der har haft et sikkerhedsproblem. Vælg en anden adgangskode.',
    sendReset: 'Send mig et nulstillingslink på e-mail',
    resend: 'Send e-mailen igen',
    emailResent: 'E-mailen er sendt igen',
    resetSubmit: 'Fortsæt',
    loggingIn: 'Logger ind...',
    missingToken:
      'Denne sides adresse mangler et token til nulstilling af adgangskoden. Åbn linket fra e-mailen igen.',
    linkUsedOrExpired:
      'Dette link til nulstilling af adgangskoden er allerede brugt eller er udløbet. Angiv din e-mailadresse, så sender vi dig et nyt.',
    sendNewLink: 'Send et nyt link',
    newLinkSent: (email) =>
      `Vi har sendt et nyt link til nulstilling af din adgangskode til ${email}. Åbn det fra din indbakke.`,
    loginLinkFailed: 'Du kunne ikke logges ind med dette link',
    successTitle: 'Udført!',
    successText: 'Du er nu logget ind.',
    checking: 'Kontrollerer adgangskoden…',
    strengthLabel: 'Adgangskodens styrke',
    strengthLevels: ['Meget svag', 'Svag', 'Rimelig', 'Stærk', 'Meget stærk'],
    // "tegn" is the same in the singular and the plural.
    ludsLength: (count) => `Skal være på mindst ${count} tegn`,
    ludsComplexity: (count) =>
      `Skal indeholde ${count} ${plural(count, { one: 'tegntype', other: 'tegntyper' })} af disse: stort bogstav, lille bogstav, tal, symbol`,
    met: 'kravet er opfyldt',
    notMet: 'kravet er ikke opfyldt',
  },
  emailConfirmation: {
    title: 'Tjek din e-mail',
    sentTo: (email) => `Der er sendt en e-mail til ${email}.`,
    openGmail: 'Åbn i Gmail',
    openYahoo: 'Åbn i Yahoo',
    openOutlook: 'Åbn i Outlook',
    opensInNewTab: '(åbner i en ny fane)',
    tryAgain: 'Prøv igen',
  },
  config: {
    passkeysAlone:
      'Fejl: Adgangsnøgler (passkeys) kan ikke bruges alene. Tilføj et andet produkt til konfigurationen.',
    emlWithEmailOtp: 'Fejl: EML og OTP via e-mail kan ikke bruges samtidig',
    invalidJson: (attribute) =>
      `Fejl: Attributten ${attribute} er ikke gyldig JSON. Browserkonsollen viser, hvor JSON-koden er ugyldig.`,
    unknownProduct: (product) =>
      `Fejl: Ukendt produkt "${product}". Brug et af følgende: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.`,
    missingAttribute: (attribute) => `Fejl: Attributten ${attribute} er påkrævet.`,
    invalidAttribute: (attribute, detail) => `Fejl: Attributten ${attribute} er ugyldig: ${detail}`,
    emptyProducts: 'Fejl: Produktlisten er tom. Tilføj et produkt til konfigurationen.',
    projectRefused: (detail) => `Fejl: Udbyderen afviste dette elements offentlige token: ${detail}`,
    unavailable: 'Login er ikke tilgængeligt lige nu. Prøv igen senere.',
    noRedirectUrls: (projectName, fields) =>
      `Fejl: Linkene i e-mails ville ikke føre nogen steder hen: Projektet "${projectName}" har ingen standard-URL ` +
      `til omdirigering af dem. Angiv ${fields.join(', ')} i konfigurationen, eller tilføj omdirigerings-URL'er ` +
      'til projektet.',
    bootstrapFailed: (detail) =>
      `Projektindstillingerne kunne ikke indlæses (${detail}). Standardindstillingerne bruges.`,
    insecureContext: (host) =>
      `Denne side leveres via ukrypteret http fra ${host}: Browseren gemmer ikke sessionscookies (de er Secure), ` +
      'så et login går tabt, når siden genindlæses. Lever siden via https (localhost må bruge http).',
    stylesBlocked:
      'Sidens Content Security Policy afviste elementets nonce, så dets typografier i stedet anvendes som adopterede stylesheets (adopted stylesheets).',
  },
  errorScreen: {
    title: 'Der opstod en fejl!',
    back: 'Gå tilbage',
    renderFailed: 'Noget gik galt under visningen af denne skærm. Genindlæs siden, og prøv igen.',
    loadFailed: loader.loadFailed,
    retry: loader.retry,
    loading: 'Indlæser…',
  },
  watermark: {
    poweredBy: 'Leveret af',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'Luk',
  },
  crypto: {
    continueWith: (wallet) => `Fortsæt med ${wallet}`,
    other: 'Fortsæt med en anden kryptotegnebog',
    otherTitle: 'Andre kryptotegnebøger',
    setUp: 'Opret en ny kryptotegnebog',
    setUpTitle: 'Opret en ny kryptotegnebog',
    setUpText:
      'Download en tegnebog, opret en konto i den, og vend derefter tilbage hertil for at fortsætte.',
    download: (wallet) => `Download ${wallet}`,
    newTab: '(åbner i en ny fane)',
    noWallets: 'Der blev ikke fundet nogen kryptotegnebog i denne browser.',
    connecting: 'Opretter forbindelse til din tegnebog...',
    connectingText: (wallet) => `Godkend forbindelsen i ${wallet}.`,
    signing: 'Fuldfører signaturanmodningen...',
    signingText: (wallet) => `Signer beskeden i ${wallet} for at bevise, at tegnebogen er din.`,
    successTitle: 'Udført!',
    successText: 'Din tegnebog er nu forbundet.',
    errorTitle: 'Der opstod en fejl!',
    rejected: 'Anmodningen blev afvist i din tegnebog.',
    tryAgain: 'Prøv igen',
    back: 'Tilbage',
  },
  oauth: {
    continueWith: (provider) => `Fortsæt med ${provider}`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `One Tap kan ikke vises: sidens vært, ${host}, er ikke en godkendt JavaScript-oprindelse for projektets Google OAuth-klient. Tilføj den i Google API-konsollen (til lokal udvikling både http://localhost og http://localhost:<port>).`,
      invalid_client:
        "One Tap kan ikke vises: Google genkender ikke klient-id'et i projektets Google OAuth-indstillinger.",
      oauth_config_not_found:
        'One Tap kan ikke vises: projektet har ingen Google OAuth-klient. Opret en i OAuth-indstillingerne.',
      no_login_redirect_urls_set:
        "One Tap kan ikke vises: projektet har ingen omdirigerings-URL'er til login, så oauthOptions.loginRedirectURL kan ikke kontrolleres. Tilføj omdirigerings-URL'er til login i projektet.",
      no_signup_redirect_urls_set:
        "One Tap kan ikke vises: projektet har ingen omdirigerings-URL'er til oprettelse, så oauthOptions.signupRedirectURL kan ikke kontrolleres. Tilføj omdirigerings-URL'er til oprettelse i projektet.",
    },
  },
  consent: {
    missingParameter: (param) =>
      `Der mangler en påkrævet parameter: ${param}. Kontakt udvikleren af applikationen.`,
    noSession: 'Der blev ikke fundet nogen aktiv session. Log ind for at fortsætte.',
    title: (clientName, projectName) => `Log ind på ${clientName} med ${projectName}`,
    titleCustom: (clientName, projectName) =>
      `${clientName} vil have adgang til din konto hos ${projectName}`,
    intro: (clientName) => `Dette giver ${clientName} mulighed for at:`,
    scopes: {
      openid: {
        summary: 'Bekræfte din identitet',
        detail: 'Se dine kontooplysninger.',
      },
      profile: {
        summary: 'Se din profil',
        detail: 'Dit navn, dit profilbillede og dit sprog.',
      },
      email: {
        summary: 'Se din e-mailadresse',
        detail: 'E-mailadressen på din konto.',
      },
      phone: {
        summary: 'Se dit telefonnummer',
        detail: 'Telefonnummeret på din konto.',
      },
      offline_access: {
        summary: 'Bevare adgangen, mens du ikke bruger appen',
        detail: 'Offlineadgang og synkronisering i baggrunden, indtil du tilbagekalder den.',
      },
      full_access: {
        summary: 'Handle fuldt ud på dine vegne',
        detail: 'Alt, hvad din konto kan, herunder at administrere dine sessioner.',
      },
    },
    customScope: (scope) => `Bruge omfanget ${scope}`,
    scopeName: (scope) => `Omfang: ${scope}`,
    ungrantable: (clientName) =>
      `Du har ikke tilladelse til at give ${clientName} adgang til nogle af de anmodede omfang.`,
    allow: 'Tillad',
    deny: 'Afvis',
    theApp: 'Appen',
    logoAlt: (clientName) => `Logo for ${clientName}`,
    denied: 'Adgang til applikationen blev afvist.',
    redirecting: 'Omdirigerer…',
    invalidRedirect:
      'Applikationen bad om at fortsætte på en adresse, der ikke er en webside, så login stoppede her. Kontakt udvikleren af applikationen.',
    successTitle: 'Udført!',
    successText: 'Du er logget ind. Du kan lukke denne side.',
    logoutTitle: 'Log ud?',
    logoutText: (projectName) => `Er du sikker på, at du vil logge ud af din konto hos ${projectName}?`,
    yes: 'Ja',
    no: 'Nej',
    loggingOut: 'Logger ud…',
    notLoggedOut: 'Du er ikke blevet logget ud. Du kan lukke denne side.',
  },
  errors: {
    catalogue: {
      invalid_email: 'E-mailformatet er ugyldigt.',
      invalid_phone_number:
        'Telefonnummerets format er ugyldigt. Sørg for, at telefonnummeret er i E.164-format.',
      unsubscribed_phone_number: 'Telefonnummeret er afmeldt. Tilmeld det igen ved at sende START i en sms.',
      inactive_email:
        'E-mailadressen er markeret som inaktiv. Prøv en anden e-mailadresse, eller kontakt din administrator, hvis du mener, at det er en fejl.',
      unauthorized_credentials: 'Uautoriserede loginoplysninger.',
      user_unauthenticated: 'Der kræves en aktiv session for at kalde denne metode. Er du logget ind?',
      email_not_found: 'E-mailadressen blev ikke fundet.',
      unable_to_auth_magic_link:
        'Loginlinket kunne ikke godkendes, fordi det allerede er brugt eller er udløbet. Prøv igen.',
      no_user_password: 'Der blev ikke fundet nogen adgangskode for denne bruger. Prøv igen.',
      breached_password: 'Adgangskoden findes på listen over lækkede adgangskoder og skal nulstilles.',
      reset_password: 'Adgangskoden skal nulstilles.',
      oauth_token_not_found: 'OAuth-tokenet blev ikke fundet.',
      invalid_code: 'Kodens format er ugyldigt. Prøv igen.',
      member_password_not_found: 'Medlemmets adgangskode blev ikke fundet.',
      oauth_flow_callback_error: 'Der opstod en fejl i OAuth-flowets callback. Prøv igen.',
      unauthorized_action: 'Uautoriseret handling.',
      user_lock_limit_reached: 'For mange mislykkede godkendelsesforsøg. Prøv igen senere.',
      invalid_session_token: 'Ugyldigt sessionstoken.',
      session_not_found: 'Sessionen blev ikke fundet.',
      invalid_phone_number_country_code:
        'Telefonnummerets landekode er ugyldig, understøttes ikke eller er deaktiveret.',
      otp_code_not_found: 'Ugyldig kode. Prøv igen.',
      duplicate_member_phone_number:
        'Der findes allerede et medlem med dette telefonnummer i organisationen.',
      too_many_requests: 'For mange forsøg. Prøv igen om {0}.',
    },
    network: 'Vi kunne ikke få forbindelse til logintjenesten. Tjek din forbindelse, og prøv igen.',
    unexpected: 'Logintjenesten sendte et uventet svar. Prøv igen.',
    unknown: 'Noget gik galt. Prøv igen.',
  },
  twoFactor: {
    title: 'Totrinsbekræftelse',
    appPrompt: 'Indtast den 6-cifrede kode fra din godkendelsesapp.',
    sentTo: (destination) => `Indtast den 6-cifrede kode, vi sendte til ${destination}.`,
    codeLabel: 'Bekræftelseskode',
    verify: 'Bekræft',
    verifying: 'Bekræfter…',
    useRecovery: 'Brug en gendannelseskode',
    recoveryTitle: 'Brug en gendannelseskode',
    recoveryPrompt: 'Indtast en af de gendannelseskoder, du gemte ved opsætningen.',
    recoveryLabel: 'Gendannelseskode',
    backToCode: 'Brug en bekræftelseskode i stedet',
    otherMethods: 'Bekræft på en anden måde',
    methodTotp: 'Godkendelsesapp',
    methodSms: 'Sms',
    methodEmail: 'E-mail',
    sending: 'Sender…',
    resend: 'Send en ny kode',
    codeSent: 'Koden er sendt!',
    errors: {
      active_totp_exists: 'Der er allerede konfigureret en godkendelsesapp til din konto.',
      totps_not_found_for_user: 'Der er ikke konfigureret nogen godkendelsesapp til din konto.',
      totp_not_found: 'Denne godkendelsesapp er ikke længere konfigureret til din konto.',
      invalid_totp_code: 'Indtast den 6-cifrede kode, som din godkendelsesapp viser.',
      expired_totp: 'Denne opsætning er udløbet. Start forfra for at få en ny QR-kode.',
      unable_to_authenticate_totp: 'Koden er forkert. Tjek den, og prøv igen.',
      totp_code_already_authenticated: 'Koden er allerede brugt. Vent på den næste kode i appen.',
      recovery_code_used_as_totp_code:
        'Det er en gendannelseskode. Vælg »Brug en gendannelseskode« for at bruge den.',
      totp_code_used_as_recovery_code:
        'Det er en kode fra din godkendelsesapp. Vælg »Brug en bekræftelseskode i stedet« for at bruge den.',
      unable_to_authenticate_recovery_code: 'Gendannelseskoden er forkert. Tjek den, og prøv igen.',
      invalid_recovery_code: 'Gendannelseskoden er allerede brugt. Hver kode virker én gang: prøv en anden.',
      otp_code_not_found:
        'Koden virkede ikke. Den kan være tastet forkert, udløbet eller allerede brugt: tjek den, eller send en ny kode.',
      unable_to_auth_otp_code:
        'Koden virkede ikke. Den kan være tastet forkert, udløbet eller allerede brugt: tjek den, eller send en ny kode.',
      invalid_code: 'Indtast den 6-cifrede kode, vi sendte dig.',
      user_lock_limit_reached: 'For mange forkerte koder. Prøv igen senere.',
    },
    lockedUntil: (time) => `For mange forkerte koder. Prøv igen efter ${time}.`,
    checking: 'Tjekker din konto…',
    enrollTitle: 'Konfigurer totrinsbekræftelse',
    enrollScan: 'Scan denne QR-kode med din godkendelsesapp.',
    qrAlt: 'QR-kode til din godkendelsesapp',
    enrollKey: 'Kan du ikke scanne den? Indtast denne nøgle i appen:',
    copyKey: 'Kopiér nøgle',
    copied: 'Kopieret!',
    enrollConfirm: 'Indtast derefter den 6-cifrede kode, appen viser.',
    codesTitle: 'Gem dine gendannelseskoder',
    codesText:
      'Hvis du mister adgangen til din godkendelsesapp, kan du logge ind én gang med hver kode. De vises kun nu: opbevar dem et sikkert sted.',
    copyCodes: 'Kopiér koder',
    downloadCodes: 'Download',
    saved: 'Jeg har gemt disse koder',
    continue: 'Fortsæt',
    regenerate: 'Få nye koder',
    recoveryFileTitle: 'Gendannelseskoder (hver virker én gang)',
  },
  loader,
  landing: {
    loggingIn: 'Du bliver logget ind…',
    confirmTitle: 'Afslut login',
    confirmText: 'Tryk på knappen for at afslutte login med linket fra din e-mail.',
    confirmWhy: 'Dette trin forhindrer e-mailens sikkerhedsscannere i at bruge dit link.',
    confirmButton: 'Log ind',
    otherDeviceTitle: 'Åbn linket der, hvor du bad om det',
    otherDeviceText:
      'Linket blev bestilt i en anden browser eller på en anden enhed og virker af sikkerhedshensyn kun der. Åbn det der, eller få et nyt link eller en ny kode her.',
    otherDeviceAction: 'Få et nyt link på denne enhed',
    deadTitle: 'Linket virker ikke længere',
    deadText: 'Det er allerede brugt eller udløbet. Bed om et nyt.',
    newLink: 'Send et nyt link',
    oauthCancelled: 'Login blev annulleret.',
    oauthFailed: 'Login-udbyderen loggede dig ikke ind. Prøv igen.',
    failedTitle: 'Login mislykkedes',
    retry: 'Prøv igen',
    backToLogin: 'Tilbage til login',
    linkExpired: 'Linket er udløbet. Send et nyt for at logge ind.',
    thisBrowserOnly: 'Åbn linket i denne browser.',
  },
  passkeyOffer: {
    title: 'Opret en adgangsnøgle?',
    text: 'Log næste gang ind med fingeraftryk, ansigt eller skærmlås i stedet for en adgangskode.',
    create: 'Opret adgangsnøgle',
    notNow: 'Ikke nu',
    failed: 'Adgangsnøglen blev ikke oprettet. Du kan tilføje en senere.',
  },
  strength: {
    warnings: {
      straightRow: 'Lige rækker af taster på dit tastatur er nemme at gætte.',
      keyPattern: 'Korte tastaturmønstre er nemme at gætte.',
      simpleRepeat: 'Gentagne tegn som "aaa" er nemme at gætte.',
      extendedRepeat: 'Gentagne tegnmønstre som "abcabcabc" er nemme at gætte.',
      sequences: 'Almindelige tegnsekvenser som "abc" er nemme at gætte.',
      recentYears: 'Nylige år er nemme at gætte.',
      dates: 'Datoer er nemme at gætte.',
      topTen: 'Dette er en meget brugt adgangskode.',
      topHundred: 'Dette er en ofte brugt adgangskode.',
      common: 'Dette er en almindeligt brugt adgangskode.',
      similarToCommon: 'Dette ligner en almindeligt brugt adgangskode.',
      wordByItself: 'Enkeltord er nemme at gætte.',
      namesByThemselves: 'Enkeltstående navne eller efternavne er nemme at gætte.',
      commonNames: 'Almindelige navne og efternavne er nemme at gætte.',
      userInputs: 'Der bør ikke være nogen personlige eller side-relaterede data.',
      pwned: 'Din adgangskode blev afsløret i et databrud på internettet.',
    },
    suggestions: {
      l33t: "Undgå forudsigelige bogstavudskiftninger som '@' for 'a'.",
      reverseWords: 'Undgå omvendt stavning af almindelige ord.',
      allUppercase: 'Brug store bogstaver, men ikke for alle bogstaver.',
      capitalization: 'Brug store bogstaver for mere end det første bogstav.',
      dates: 'Undgå datoer og år, der er forbundet med dig.',
      recentYears: 'Undgå nylige år.',
      associatedYears: 'Undgå år, der er forbundet med dig.',
      sequences: 'Undgå almindelige tegnsekvenser.',
      repeated: 'Undgå gentagne ord og tegn.',
      longerKeyboardPattern: 'Brug længere tastaturmønstre og skift skrive-retningen flere gange.',
      anotherWord: 'Tilføj flere ord, der er mindre almindelige.',
      useWords: 'Brug flere ord, men undgå almindelige sætninger.',
      noNeed: 'Du kan lave stærke adgangskoder uden at bruge symboler, tal eller store bogstaver.',
      pwned: 'Hvis du bruger denne adgangskode andre steder, bør du ændre den.',
    },
  },
  server: {
    noScript: 'Denne formular kræver JavaScript. Slå JavaScript til i din browser, og genindlæs siden.',
  },
};

export default da;
