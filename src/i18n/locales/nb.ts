import type { LoaderMessages, Translations } from '../types';

/** Picks the Norwegian form of a counted word ("1 tegntype", "3 tegntyper"). */
const pluralRules = new Intl.PluralRules('nb');
const plural = (count: number, forms: { one: string; other: string }): string =>
  pluralRules.select(count) === 'one' ? forms.one : forms.other;

const loader: LoaderMessages = {
  loadFailed:
    'Denne delen av påloggingsskjemaet kunne ikke lastes inn. Kontroller tilkoblingen, og prøv igjen.',
  retry: 'Prøv igjen',
  reloadNeeded:
    'Denne delen av påloggingsskjemaet kunne ikke lastes inn. Last inn siden på nytt for å prøve igjen.',
  reload: 'Last inn siden på nytt',
};

/** Norwegian Bokmål (nb). */
const nb: Translations = {
  main: {
    header: 'Registrer deg eller logg på',
    or: 'eller',
    logoAlt: 'Logo',
  },
  passkeys: {
    login: 'Logg på med en tilgangsnøkkel',
    successTitle: 'Fullført!',
    successText: 'Tilgangsnøkkelen din er bekreftet.',
    registerTitle: 'Konfigurer en ny tilgangsnøkkel',
    create: 'Opprett en tilgangsnøkkel',
    skip: 'Hopp over',
    createdTitle: 'Tilgangsnøkkelen er opprettet!',
    listTitle: 'Dine tilgangsnøkler',
    existing: 'Eksisterende tilgangsnøkler',
    none: 'Ingen tilgangsnøkler ennå.',
    setUpAnother: 'Konfigurer en tilgangsnøkkel til',
    done: 'Ferdig',
    rename: 'Gi nytt navn',
    renameLabel: (name) => `Nytt navn for ${name}`,
    save: 'Lagre',
    cancel: 'Avbryt',
    delete: 'Slett',
    deleteLabel: (name) => `Slett ${name}`,
    confirmDelete: (name) => `Vil du slette «${name}»? Du kan ikke lenger logge på med den.`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `lagt til ${created}` : null].filter(Boolean).join(' · '),
    platform: 'Denne enheten',
    securityKey: 'Sikkerhetsnøkkel',
    synced: 'synkronisert',
    noSession: 'Feil: Komponenten PasskeyRegistration kan ikke brukes uten en aktiv, autentisert bruker.',
    errorGeneric: 'Det oppstod en ukjent feil under autentisering med tilgangsnøkkel. Prøv igjen.',
    errorNotFound:
      'Fant ikke registreringen av tilgangsnøkkelen. Du har kanskje slettet tilgangsnøkkelen fra kontoen din, men ikke fra passordbehandleren. Prøv igjen.',
    errorDuplicate:
      'Tilgangsnøkkelen kan ikke opprettes fordi den ser ut til å være registrert allerede. Den kan ha blitt registrert på en annen enhet og synkronisert på tvers av enheter.',
    errorNotCreated:
      'Tilgangsnøkkelen ble ikke opprettet. Klikk på «Opprett en tilgangsnøkkel» for å prøve igjen, eller hopp over uten å legge til en tilgangsnøkkel.',
  },
  loggedIn: {
    title: 'Du er logget på',
    as: (identifier) => `Logget på som ${identifier}.`,
    logOut: 'Logg av',
    loggingOut: 'Logger av…',
    logoutFailed: 'Leverandøren kunne ikke varsles om avloggingen. Du er logget av på denne enheten.',
  },
  email: {
    label: 'E-post',
    placeholder: 'example@email.com',
    invalid: 'E-postformatet er ugyldig.',
    required: 'Skriv inn e-postadressen din.',
    submit: 'Fortsett med e-post',
    submitting: 'Sender…',
  },
  tabs: {
    label: 'Påloggingsmåter',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
    email: 'E-post',
  },
  phone: {
    label: 'Telefonnummer',
    countryLabel: 'Land',
    placeholder: '(123) 456-7890',
    invalid: 'Telefonnummerformatet er ugyldig. Kontroller at telefonnummeret er i E.164-format.',
    required: 'Skriv inn telefonnummeret ditt.',
    submitSms: 'Fortsett med SMS',
    submitWhatsapp: 'Fortsett med WhatsApp',
    sending: 'Sender…',
  },
  otpEmail: {
    invalid: 'Ugyldig e-postadresse.',
  },
  otp: {
    title: 'Skriv inn koden',
    sentTo: (destination) => `En 6-sifret kode ble sendt til deg på ${destination}`,
    codeLabel: 'Kode',
    expiresIn: (timeRemaining) => `Koden utløper om ${timeRemaining}.`,
    expired: 'Koden er utløpt.',
    invalidCode: 'Kodeformatet er ugyldig. Prøv igjen.',
    verifying: 'Bekrefter koden...',
    resendPrompt: 'Fikk du den ikke?',
    resendLink: 'Send koden på nytt',
    sending: 'Sender…',
    codeSent: 'Koden er sendt',
    back: 'Tilbake',
    successTitle: 'Fullført!',
    successText: 'Koden er bekreftet.',
  },
  password: {
    resetTitle: 'Tilbakestill passordet ditt',
    chooseHow: 'Velg hvordan du vil opprette kontoen din.',
    createTitle: 'Fullfør opprettelsen av kontoen ved å velge et passord.',
    loginTitle: 'Logg på',
    emailLabel: 'E-post',
    passwordLabel: 'Passord',
    show: 'Vis passord',
    hide: 'Skjul passord',
    submit: 'Fortsett',
    submitting: 'Behandler…',
    emailMeLink: 'Send meg en påloggingslenke på e-post',
    emailMeCode: 'Send meg en påloggingskode på e-post',
    forgot: 'Glemt passordet?',
    forgotTitle: 'Glemt passordet?',
    forgotText: (email) => `En lenke for å tilbakestille passordet ditt ble sendt til ${email}.`,
    setNewTitle: 'Sjekk e-posten din!',
    setNewText: (email) => `En lenke for å velge et passord for kontoen din ble sendt til ${email}.`,
    dedupeTitle: 'Sjekk e-posten din for å velge et nytt passord!',
    dedupeText: (email) =>
      `Vi vil forsikre oss om at kontoen din er sikker, og at det virkelig er du som logger på. En påloggingslenke ble sendt til ${email}.`,
    breachedTitle: 'Passordet ditt må tilbakestilles',
    breachWarning:
      'Dette passordet kan ha blitt brukt på et annet nettsted som har hatt et sikkerhetsproblem. Velg et annet passord.',
    sendReset: 'Send meg en tilbakestillingslenke på e-post',
    resend: 'Send e-posten på nytt',
    emailResent: 'E-posten er sendt på nytt',
    resetSubmit: 'Fortsett',
    loggingIn: 'Logger på...',
    missingToken:
      'Adressen til denne siden mangler et token for tilbakestilling av passord. Åpne lenken fra e-posten på nytt.',
    linkUsedOrExpired:
      'Denne lenken for tilbakestilling av passord er allerede brukt eller har utløpt. Skriv inn e-postadressen din, så sender vi deg en ny.',
    sendNewLink: 'Send en ny lenke',
    newLinkSent: (email) =>
      `En ny lenke for å tilbakestille passordet ditt ble sendt til ${email}. Åpne den fra innboksen din.`,
    loginLinkFailed: 'Du kunne ikke logges på med denne lenken',
    successTitle: 'Fullført!',
    successText: 'Du er nå logget på.',
    checking: 'Kontrollerer passordet…',
    strengthLabel: 'Passordstyrke',
    strengthLevels: ['Svært svakt', 'Svakt', 'Middels', 'Sterkt', 'Svært sterkt'],
    // "tegn" is the same in the singular and the plural.
    ludsLength: (count) => `Må være på minst ${count} tegn`,
    ludsComplexity: (count) =>
      `Må inneholde ${count} ${plural(count, { one: 'tegntype', other: 'tegntyper' })} av disse: stor bokstav, liten bokstav, tall, symbol`,
    met: 'kravet er oppfylt',
    notMet: 'kravet er ikke oppfylt',
  },
  emailConfirmation: {
    title: 'Sjekk e-posten din',
    sentTo: (email) => `En e-post ble sendt til ${email}.`,
    openGmail: 'Åpne i Gmail',
    openYahoo: 'Åpne i Yahoo',
    openOutlook: 'Åpne i Outlook',
    opensInNewTab: '(åpnes i en ny fane)',
    tryAgain: 'Prøv igjen',
  },
  config: {
    passkeysAlone:
      'Feil: Tilgangsnøkler (passkeys) kan ikke brukes alene. Legg til et annet produkt i konfigurasjonen.',
    emlWithEmailOtp: 'Feil: EML og OTP via e-post kan ikke brukes samtidig',
    invalidJson: (attribute) =>
      `Feil: Attributtet ${attribute} er ikke gyldig JSON. Nettleserkonsollen viser hvor JSON-koden er ugyldig.`,
    unknownProduct: (product) =>
      `Feil: Ukjent produkt "${product}". Bruk ett av disse: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.`,
    missingAttribute: (attribute) => `Feil: Attributtet ${attribute} er påkrevd.`,
    invalidAttribute: (attribute, detail) => `Feil: Attributtet ${attribute} er ugyldig: ${detail}`,
    emptyProducts: 'Feil: Produktlisten er tom. Legg til et produkt i konfigurasjonen.',
    projectRefused: (detail) =>
      `Feil: Leverandøren avviste det offentlige tokenet til dette elementet: ${detail}`,
    unavailable: 'Pålogging er ikke tilgjengelig akkurat nå. Prøv igjen senere.',
    noRedirectUrls: (projectName, fields) =>
      `Feil: Lenkene som sendes på e-post, ville ikke ført noe sted: prosjektet "${projectName}" har ingen ` +
      `standard-URL for omdirigering for dem. Angi ${fields.join(', ')} i konfigurasjonen, eller legg til ` +
      'omdirigerings-URL-er i prosjektet.',
    bootstrapFailed: (detail) =>
      `Prosjektinnstillingene kunne ikke lastes inn (${detail}). Standardinnstillingene brukes.`,
    insecureContext: (host) =>
      `Denne siden leveres over ukryptert http fra ${host}: nettleseren beholder ikke øktinformasjonskapslene ` +
      '(de er Secure), så påloggingen går tapt når siden lastes inn på nytt. Lever siden over https (localhost ' +
      'kan bruke http).',
    stylesBlocked:
      'Sidens Content Security Policy avviste elementets nonce: stilene brukes i stedet som adopterte stilark (adopted stylesheets).',
  },
  errorScreen: {
    title: 'Det oppstod en feil!',
    back: 'Gå tilbake',
    renderFailed: 'Noe gikk galt under visningen av denne skjermen. Last inn siden på nytt, og prøv igjen.',
    loadFailed: loader.loadFailed,
    retry: loader.retry,
    loading: 'Laster inn…',
  },
  watermark: {
    poweredBy: 'Levert av',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'Lukk',
  },
  crypto: {
    continueWith: (wallet) => `Fortsett med ${wallet}`,
    other: 'Fortsett med en annen kryptolommebok',
    otherTitle: 'Andre kryptolommebøker',
    setUp: 'Opprett en ny kryptolommebok',
    setUpTitle: 'Opprett en ny kryptolommebok',
    setUpText: 'Last ned en lommebok, opprett en konto i den, og kom deretter tilbake hit for å fortsette.',
    download: (wallet) => `Last ned ${wallet}`,
    newTab: '(åpnes i en ny fane)',
    noWallets: 'Fant ingen kryptolommebok i denne nettleseren.',
    connecting: 'Kobler til lommeboken din...',
    connectingText: (wallet) => `Godkjenn tilkoblingen i ${wallet}.`,
    signing: 'Fullfører signaturforespørselen...',
    signingText: (wallet) => `Signer meldingen i ${wallet} for å bevise at lommeboken er din.`,
    successTitle: 'Fullført!',
    successText: 'Lommeboken din er nå tilkoblet.',
    errorTitle: 'Det oppstod en feil!',
    rejected: 'Forespørselen ble avvist i lommeboken din.',
    tryAgain: 'Prøv igjen',
    back: 'Tilbake',
  },
  oauth: {
    continueWith: (provider) => `Fortsett med ${provider}`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `One Tap kan ikke vises: sidens vert, ${host}, er ikke en autorisert JavaScript-opprinnelse for prosjektets Google OAuth-klient. Legg den til i Google API-konsollen (for lokal utvikling både http://localhost og http://localhost:<port>).`,
      invalid_client:
        'One Tap kan ikke vises: Google gjenkjenner ikke klient-ID-en i prosjektets Google OAuth-innstillinger.',
      oauth_config_not_found:
        'One Tap kan ikke vises: prosjektet har ingen Google OAuth-klient. Opprett en i OAuth-innstillingene.',
      no_login_redirect_urls_set:
        'One Tap kan ikke vises: prosjektet har ingen omdirigerings-URL-er for innlogging, så oauthOptions.loginRedirectURL kan ikke kontrolleres. Legg til omdirigerings-URL-er for innlogging i prosjektet.',
      no_signup_redirect_urls_set:
        'One Tap kan ikke vises: prosjektet har ingen omdirigerings-URL-er for registrering, så oauthOptions.signupRedirectURL kan ikke kontrolleres. Legg til omdirigerings-URL-er for registrering i prosjektet.',
    },
  },
  consent: {
    missingParameter: (param) =>
      `En påkrevd parameter mangler: ${param}. Ta kontakt med utvikleren av applikasjonen.`,
    noSession: 'Fant ingen aktiv økt. Logg på for å fortsette.',
    title: (clientName, projectName) => `Logg på ${clientName} med ${projectName}`,
    titleCustom: (clientName, projectName) =>
      `${clientName} vil ha tilgang til kontoen din hos ${projectName}`,
    intro: (clientName) => `Dette lar ${clientName}:`,
    scopes: {
      openid: {
        summary: 'Bekrefte identiteten din',
        detail: 'Se kontoinformasjonen din.',
      },
      profile: {
        summary: 'Se profilen din',
        detail: 'Navnet ditt, profilbildet ditt og språket ditt.',
      },
      email: {
        summary: 'Se e-postadressen din',
        detail: 'E-postadressen til kontoen din.',
      },
      phone: {
        summary: 'Se telefonnummeret ditt',
        detail: 'Telefonnummeret til kontoen din.',
      },
      offline_access: {
        summary: 'Beholde tilgangen mens du ikke bruker appen',
        detail: 'Frakoblet tilgang og synkronisering i bakgrunnen, til du trekker den tilbake.',
      },
      full_access: {
        summary: 'Handle fullt ut på dine vegne',
        detail: 'Alt kontoen din kan gjøre, inkludert å administrere øktene dine.',
      },
    },
    customScope: (scope) => `Bruke omfanget ${scope}`,
    scopeName: (scope) => `Omfang: ${scope}`,
    ungrantable: (clientName) =>
      `Du har ikke tillatelse til å gi ${clientName} tilgang til noen av de forespurte omfangene.`,
    allow: 'Tillat',
    deny: 'Avslå',
    theApp: 'Appen',
    logoAlt: (clientName) => `Logoen til ${clientName}`,
    denied: 'Tilgang til applikasjonen ble avslått.',
    redirecting: 'Videresender…',
    invalidRedirect:
      'Applikasjonen ba om å fortsette på en adresse som ikke er en nettside, så påloggingen stoppet her. Ta kontakt med utvikleren av applikasjonen.',
    successTitle: 'Fullført!',
    successText: 'Du er logget på. Du kan lukke denne siden.',
    logoutTitle: 'Logge av?',
    logoutText: (projectName) => `Er du sikker på at du vil logge av kontoen din hos ${projectName}?`,
    yes: 'Ja',
    no: 'Nei',
    loggingOut: 'Logger av…',
    notLoggedOut: 'Du har ikke blitt logget av. Du kan lukke denne siden.',
  },
  errors: {
    catalogue: {
      invalid_email: 'E-postformatet er ugyldig.',
      invalid_phone_number:
        'Telefonnummerformatet er ugyldig. Kontroller at telefonnummeret er i E.164-format.',
      unsubscribed_phone_number: 'Telefonnummeret er avmeldt. Meld det på igjen ved å sende START på SMS.',
      inactive_email:
        'E-postadressen er merket som inaktiv. Prøv en annen e-postadresse, eller kontakt administratoren din hvis du tror dette er en feil.',
      unauthorized_credentials: 'Uautoriserte påloggingsopplysninger.',
      user_unauthenticated: 'Du må ha en aktiv økt for å kalle denne metoden. Har du logget på?',
      email_not_found: 'Fant ikke e-postadressen.',
      unable_to_auth_magic_link:
        'Påloggingslenken kunne ikke autentiseres fordi den allerede er brukt eller har utløpt. Prøv igjen.',
      no_user_password: 'Fant ikke noe passord for denne brukeren. Prøv igjen.',
      breached_password: 'Passordet finnes på listen over lekkede passord og må tilbakestilles.',
      reset_password: 'Passordet må tilbakestilles.',
      oauth_token_not_found: 'Fant ikke OAuth-tokenet.',
      invalid_code: 'Kodeformatet er ugyldig. Prøv igjen.',
      member_password_not_found: 'Fant ikke medlemmets passord.',
      oauth_flow_callback_error: 'Det oppstod en feil i tilbakekallet i OAuth-flyten. Prøv igjen.',
      unauthorized_action: 'Uautorisert handling.',
      user_lock_limit_reached: 'For mange mislykkede autentiseringsforsøk. Prøv igjen senere.',
      invalid_session_token: 'Ugyldig økttoken.',
      session_not_found: 'Fant ikke økten.',
      invalid_phone_number_country_code:
        'Landskoden i telefonnummeret er ugyldig, støttes ikke eller er deaktivert.',
      otp_code_not_found: 'Ugyldig kode. Prøv igjen.',
      duplicate_member_phone_number:
        'Det finnes allerede et medlem med dette telefonnummeret i organisasjonen.',
      too_many_requests: 'For mange forsøk. Prøv igjen om {0}.',
    },
    network: 'Vi fikk ikke kontakt med påloggingstjenesten. Kontroller tilkoblingen, og prøv igjen.',
    unexpected: 'Påloggingstjenesten sendte et uventet svar. Prøv igjen.',
    unknown: 'Noe gikk galt. Prøv igjen.',
  },
  twoFactor: {
    title: 'Totrinnsbekreftelse',
    appPrompt: 'Skriv inn den 6-sifrede koden fra autentiseringsappen din.',
    sentTo: (destination) => `Skriv inn den 6-sifrede koden vi sendte til ${destination}.`,
    codeLabel: 'Bekreftelseskode',
    verify: 'Bekreft',
    verifying: 'Bekrefter…',
    useRecovery: 'Bruk en gjenopprettingskode',
    recoveryTitle: 'Bruk en gjenopprettingskode',
    recoveryPrompt: 'Skriv inn en av gjenopprettingskodene du lagret da du konfigurerte det.',
    recoveryLabel: 'Gjenopprettingskode',
    backToCode: 'Bruk en bekreftelseskode i stedet',
    otherMethods: 'Bekreft på en annen måte',
    methodTotp: 'Autentiseringsapp',
    methodSms: 'Tekstmelding',
    methodEmail: 'E-post',
    sending: 'Sender…',
    resend: 'Send en ny kode',
    codeSent: 'Koden er sendt!',
    errors: {
      active_totp_exists: 'Kontoen din har allerede en autentiseringsapp.',
      totps_not_found_for_user: 'Kontoen din har ingen autentiseringsapp.',
      totp_not_found: 'Denne autentiseringsappen er ikke lenger konfigurert for kontoen din.',
      invalid_totp_code: 'Skriv inn den 6-sifrede koden autentiseringsappen din viser.',
      expired_totp: 'Dette oppsettet er utløpt. Start på nytt for å få en ny QR-kode.',
      unable_to_authenticate_totp: 'Koden er feil. Sjekk den og prøv igjen.',
      totp_code_already_authenticated: 'Koden er allerede brukt. Vent på neste kode i appen.',
      recovery_code_used_as_totp_code:
        'Dette er en gjenopprettingskode. Velg «Bruk en gjenopprettingskode» for å bruke den.',
      totp_code_used_as_recovery_code:
        'Dette er en kode fra autentiseringsappen din. Velg «Bruk en bekreftelseskode i stedet» for å bruke den.',
      unable_to_authenticate_recovery_code: 'Gjenopprettingskoden er feil. Sjekk den og prøv igjen.',
      invalid_recovery_code:
        'Gjenopprettingskoden er allerede brukt. Hver kode virker én gang: prøv en annen.',
      otp_code_not_found:
        'Koden fungerte ikke. Den kan være feilskrevet, utløpt eller allerede brukt: sjekk den, eller send en ny kode.',
      unable_to_auth_otp_code:
        'Koden fungerte ikke. Den kan være feilskrevet, utløpt eller allerede brukt: sjekk den, eller send en ny kode.',
      invalid_code: 'Skriv inn den 6-sifrede koden vi sendte deg.',
      user_lock_limit_reached: 'For mange feil koder. Prøv igjen senere.',
    },
    lockedUntil: (time) => `For mange feil koder. Prøv igjen etter ${time}.`,
    checking: 'Sjekker kontoen din…',
    enrollTitle: 'Konfigurer totrinnsbekreftelse',
    enrollScan: 'Skann denne QR-koden med autentiseringsappen din.',
    qrAlt: 'QR-kode for autentiseringsappen din',
    enrollKey: 'Får du ikke skannet? Skriv inn denne nøkkelen i appen:',
    copyKey: 'Kopier nøkkel',
    copied: 'Kopiert!',
    enrollConfirm: 'Skriv deretter inn den 6-sifrede koden appen viser.',
    codesTitle: 'Lagre gjenopprettingskodene',
    codesText:
      'Hvis du mister tilgangen til autentiseringsappen, kan du logge på én gang med hver kode. De vises bare nå: oppbevar dem trygt.',
    copyCodes: 'Kopier kodene',
    downloadCodes: 'Last ned',
    saved: 'Jeg har lagret disse kodene',
    continue: 'Fortsett',
    regenerate: 'Lag nye koder',
    recoveryFileTitle: 'Gjenopprettingskoder (hver virker én gang)',
  },
  loader,
  landing: {
    loggingIn: 'Du blir logget inn…',
    confirmTitle: 'Fullfør innloggingen',
    confirmText: 'Trykk på knappen for å fullføre innloggingen med lenken fra e-posten din.',
    confirmWhy: 'Dette trinnet hindrer e-postens sikkerhetsskannere i å bruke opp lenken din.',
    confirmButton: 'Logg inn',
    otherDeviceTitle: 'Åpne lenken der du ba om den',
    otherDeviceText:
      'Lenken ble bestilt i en annen nettleser eller på en annen enhet og virker av sikkerhetshensyn bare der. Åpne den der, eller få en ny lenke eller kode her.',
    otherDeviceAction: 'Få en ny lenke på denne enheten',
    deadTitle: 'Lenken virker ikke lenger',
    deadText: 'Den er allerede brukt eller utløpt. Be om en ny.',
    newLink: 'Send en ny lenke',
    oauthCancelled: 'Innloggingen ble avbrutt.',
    oauthFailed: 'Innloggingstjenesten logget deg ikke inn. Prøv igjen.',
    failedTitle: 'Innloggingen mislyktes',
    retry: 'Prøv igjen',
    backToLogin: 'Tilbake til innlogging',
    linkExpired: 'Lenken er utløpt. Send en ny for å logge inn.',
    thisBrowserOnly: 'Åpne lenken i denne nettleseren.',
  },
  passkeyOffer: {
    title: 'Opprette en tilgangsnøkkel?',
    text: 'Logg inn neste gang med fingeravtrykk, ansikt eller skjermlås i stedet for et passord.',
    create: 'Opprett tilgangsnøkkel',
    notNow: 'Ikke nå',
    failed: 'Tilgangsnøkkelen ble ikke opprettet. Du kan legge til en senere.',
  },
  strength: {
    warnings: {
      straightRow: 'Rette rader med taster på tastaturet er lette å gjette.',
      keyPattern: 'Korte tastaturmønstre er lette å gjette.',
      simpleRepeat: 'Gjentatte tegn som «aaa» er lette å gjette.',
      extendedRepeat: 'Gjentatte tegnmønstre som «abcabcabc» er lette å gjette.',
      sequences: 'Vanlige tegnrekker som «abc» er lette å gjette.',
      recentYears: 'Årstall fra de siste årene er lette å gjette.',
      dates: 'Datoer er lette å gjette.',
      topTen: 'Dette er et svært mye brukt passord.',
      topHundred: 'Dette er et ofte brukt passord.',
      common: 'Dette er et vanlig passord.',
      similarToCommon: 'Dette ligner på et vanlig passord.',
      wordByItself: 'Enkeltord er lette å gjette.',
      namesByThemselves: 'Enkeltstående for- eller etternavn er lette å gjette.',
      commonNames: 'Vanlige for- og etternavn er lette å gjette.',
      userInputs: 'Passordet bør ikke inneholde personlige opplysninger eller opplysninger om siden.',
      pwned: 'Passordet ditt ble avslørt i et datainnbrudd på internett.',
    },
    suggestions: {
      l33t: 'Unngå forutsigbare tegnbytter som «@» for «a».',
      reverseWords: 'Unngå vanlige ord stavet baklengs.',
      allUppercase: 'Bruk store bokstaver på noen, men ikke alle bokstavene.',
      capitalization: 'Bruk store bokstaver på flere enn den første bokstaven.',
      dates: 'Unngå datoer og årstall som har med deg å gjøre.',
      recentYears: 'Unngå årstall fra de siste årene.',
      associatedYears: 'Unngå årstall som har med deg å gjøre.',
      sequences: 'Unngå vanlige tegnrekker.',
      repeated: 'Unngå gjentatte ord og tegn.',
      longerKeyboardPattern: 'Bruk lengre tastaturmønstre og bytt skriveretning flere ganger.',
      anotherWord: 'Legg til flere ord som er mindre vanlige.',
      useWords: 'Bruk flere ord, men unngå vanlige uttrykk.',
      noNeed: 'Du kan lage sterke passord uten symboler, tall eller store bokstaver.',
      pwned: 'Hvis du bruker dette passordet andre steder, bør du endre det.',
    },
  },
  server: {
    noScript: 'Dette skjemaet krever JavaScript. Slå på JavaScript i nettleseren, og last inn siden på nytt.',
  },
};

export default nb;
