import type { Translations } from '../types';

const plural = new Intl.PluralRules('nl');

const loader: Translations['loader'] = {
  loadFailed:
    'Dit deel van het inlogformulier kan niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
  retry: 'Opnieuw proberen',
  reloadNeeded:
    'Dit deel van het inlogformulier kan niet worden geladen. Laad de pagina opnieuw om het nog eens te proberen.',
  reload: 'Pagina opnieuw laden',
};

/** Dutch (nl). */
const nl: Translations = {
  main: {
    header: 'Registreren of inloggen',
    or: 'of',
    logoAlt: 'Logo',
  },
  passkeys: {
    login: 'Inloggen met een toegangssleutel',
    successTitle: 'Gelukt!',
    successText: 'Je toegangssleutel is geverifieerd.',
    registerTitle: 'Een nieuwe toegangssleutel instellen',
    create: 'Toegangssleutel maken',
    skip: 'Overslaan',
    createdTitle: 'Toegangssleutel gemaakt!',
    listTitle: 'Je toegangssleutels',
    existing: 'Bestaande toegangssleutels',
    none: 'Nog geen toegangssleutels.',
    setUpAnother: 'Nog een toegangssleutel instellen',
    done: 'Gereed',
    rename: 'Naam wijzigen',
    renameLabel: (name) => `Nieuwe naam voor ${name}`,
    save: 'Opslaan',
    cancel: 'Annuleren',
    delete: 'Verwijderen',
    deleteLabel: (name) => `${name} verwijderen`,
    confirmDelete: (name) => `‘${name}’ verwijderen? Je kunt er daarna niet meer mee inloggen.`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `toegevoegd op ${created}` : null].filter(Boolean).join(' · '),
    platform: 'Dit apparaat',
    securityKey: 'Beveiligingssleutel',
    synced: 'gesynchroniseerd',
    noSession:
      'Fout: de component PasskeyRegistration kan niet worden gebruikt zonder actieve, geverifieerde gebruiker.',
    errorGeneric:
      'Er is een onbekende fout opgetreden bij het verifiëren met de toegangssleutel. Probeer het opnieuw.',
    errorNotFound:
      'Registratie van toegangssleutel niet gevonden. Misschien heb je de toegangssleutel uit je account verwijderd, maar niet uit je wachtwoordbeheerder. Probeer het opnieuw.',
    errorDuplicate:
      'De toegangssleutel kan niet worden gemaakt omdat deze al geregistreerd lijkt te zijn. Mogelijk is deze toegangssleutel op een ander apparaat geregistreerd en daarna tussen apparaten gesynchroniseerd.',
    errorNotCreated:
      'Je toegangssleutel is niet gemaakt. Klik op ‘Toegangssleutel maken’ om het opnieuw te proberen of sla deze stap over zonder een toegangssleutel toe te voegen.',
  },
  loggedIn: {
    title: 'Je bent ingelogd',
    as: (identifier) => `Ingelogd als ${identifier}.`,
    logOut: 'Uitloggen',
    loggingOut: 'Bezig met uitloggen…',
    logoutFailed:
      'De provider kon niet worden geïnformeerd over het uitloggen; op dit apparaat ben je uitgelogd.',
  },
  email: {
    label: 'E-mailadres',
    placeholder: 'example@email.com',
    invalid: 'De indeling van het e-mailadres is ongeldig.',
    required: 'Voer je e-mailadres in.',
    submit: 'Doorgaan met e-mail',
    submitting: 'Verzenden…',
  },
  tabs: {
    label: 'Manieren om in te loggen',
    sms: 'Sms',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
  },
  phone: {
    label: 'Telefoonnummer',
    countryLabel: 'Land',
    placeholder: '(123) 456-7890',
    invalid:
      'De indeling van het telefoonnummer is ongeldig. Zorg dat het telefoonnummer de E.164-indeling heeft.',
    required: 'Voer je telefoonnummer in.',
    submitSms: 'Doorgaan met sms',
    submitWhatsapp: 'Doorgaan met WhatsApp',
    sending: 'Verzenden…',
  },
  otpEmail: {
    invalid: 'Ongeldig e-mailadres.',
  },
  otp: {
    title: 'Voer de code in',
    sentTo: (destination) => `Er is een code van 6 cijfers verzonden naar ${destination}`,
    codeLabel: 'Code',
    expiresIn: (timeRemaining) => `Je code verloopt over ${timeRemaining}.`,
    expired: 'Je code is verlopen.',
    invalidCode: 'De indeling van de code is ongeldig. Probeer het opnieuw.',
    verifying: 'Code verifiëren...',
    resendPrompt: 'Niet ontvangen?',
    resendLink: 'Code opnieuw verzenden',
    sending: 'Verzenden…',
    codeSent: 'Code verzonden',
    back: 'Terug',
    successTitle: 'Gelukt!',
    successText: 'Je code is geverifieerd.',
  },
  password: {
    resetTitle: 'Je wachtwoord opnieuw instellen',
    chooseHow: 'Kies hoe je je account wilt maken.',
    createTitle: 'Stel een wachtwoord in om het maken van je account af te ronden.',
    loginTitle: 'Inloggen',
    emailLabel: 'E-mailadres',
    passwordLabel: 'Wachtwoord',
    show: 'Wachtwoord tonen',
    hide: 'Wachtwoord verbergen',
    submit: 'Doorgaan',
    submitting: 'Bezig…',
    emailMeLink: 'Stuur me een inloglink per e-mail',
    emailMeCode: 'Stuur me een inlogcode per e-mail',
    forgot: 'Wachtwoord vergeten?',
    forgotTitle: 'Wachtwoord vergeten?',
    forgotText: (email) => `Er is een link om je wachtwoord opnieuw in te stellen verzonden naar ${email}.`,
    setNewTitle: 'Controleer je e-mail!',
    setNewText: (email) =>
      `Er is een link om een wachtwoord voor je account in te stellen verzonden naar ${email}.`,
    dedupeTitle: 'Controleer je e-mail om een nieuw wachtwoord in te stellen!',
    dedupeText: (email) =>
      `We willen zeker weten dat je account veilig is en dat jij het echt bent die inlogt. Er is een inloglink verzonden naar ${email}.`,
    breachedTitle: 'Je wachtwoord moet opnieuw worden ingesteld',
    breachWarning:
      'Dit wachtwoord is mogelijk gebruikt op een andere site die een beveiligingsprobleem heeft gehad. Kies een ander wachtwoord.',
    sendReset: 'Stuur me een herstellink per e-mail',
    resend: 'E-mail opnieuw verzenden',
    emailResent: 'E-mail opnieuw verzonden',
    resetSubmit: 'Doorgaan',
    loggingIn: 'Inloggen...',
    missingToken:
      'Het adres van deze pagina moet een token bevatten om je wachtwoord opnieuw in te stellen. Open de link in de e-mail opnieuw.',
    linkUsedOrExpired:
      'Deze link om je wachtwoord opnieuw in te stellen is al gebruikt of verlopen. Voer je e-mailadres in, dan sturen we je een nieuwe.',
    sendNewLink: 'Nieuwe link verzenden',
    newLinkSent: (email) =>
      `Er is een nieuwe link om je wachtwoord opnieuw in te stellen verzonden naar ${email}. Open deze vanuit je inbox.`,
    loginLinkFailed: 'Je kon niet worden ingelogd met deze link',
    successTitle: 'Gelukt!',
    successText: 'Je bent ingelogd.',
    checking: 'Wachtwoord controleren…',
    strengthLabel: 'Wachtwoordsterkte',
    strengthLevels: ['Zeer zwak', 'Zwak', 'Redelijk', 'Sterk', 'Zeer sterk'],
    ludsLength: (count) =>
      `Moet minimaal ${count.toString()} ${plural.select(count) === 'one' ? 'teken' : 'tekens'} lang zijn`,
    ludsComplexity: (count) =>
      `Moet ${count.toString()} van de volgende bevatten: hoofdletter, kleine letter, cijfer, symbool`,
    met: 'voldaan aan vereiste',
    notMet: 'niet voldaan aan vereiste',
  },
  emailConfirmation: {
    title: 'Controleer je e-mail',
    sentTo: (email) => `Er is een e-mail verzonden naar ${email}.`,
    openGmail: 'Openen in Gmail',
    openYahoo: 'Openen in Yahoo',
    openOutlook: 'Openen in Outlook',
    opensInNewTab: '(wordt geopend in een nieuw tabblad)',
    tryAgain: 'Opnieuw proberen',
  },
  config: {
    passkeysAlone:
      'Fout: toegangssleutels kunnen niet op zichzelf worden gebruikt. Voeg een ander product toe aan de configuratie.',
    emlWithEmailOtp: 'Fout: EML en e-mail-OTP kunnen niet tegelijk worden gebruikt',
    invalidJson: (attribute) =>
      `Fout: het attribuut ${attribute} is geen geldige JSON. De browserconsole laat zien waar de JSON niet klopt.`,
    unknownProduct: (product) =>
      `Fout: onbekend product ‘${product}’. Gebruik een van: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.`,
    missingAttribute: (attribute) => `Fout: het attribuut ${attribute} is verplicht.`,
    invalidAttribute: (attribute, detail) => `Fout: het attribuut ${attribute} is ongeldig: ${detail}`,
    emptyProducts: 'Fout: de productlijst is leeg. Voeg een product toe aan de configuratie.',
    projectRefused: (detail) =>
      `Fout: de provider heeft het openbare token van dit element geweigerd: ${detail}`,
    unavailable: 'Inloggen is op dit moment niet mogelijk. Probeer het later opnieuw.',
    noRedirectUrls: (projectName, fields) =>
      `Fout: de gemailde links zouden nergens naartoe leiden: project ‘${projectName}’ heeft er geen ` +
      `standaard-omleidings-URL voor. Stel ${fields.join(', ')} in de configuratie in of voeg omleidings-URL’s ` +
      'toe aan het project.',
    bootstrapFailed: (detail) =>
      `De projectinstellingen konden niet worden geladen (${detail}); de standaardwaarden worden gebruikt.`,
    insecureContext: (host) =>
      `Deze pagina wordt via onversleutelde http geleverd vanaf ${host}: de browser bewaart de sessiecookies ` +
      'niet (ze zijn Secure), dus een login gaat verloren bij opnieuw laden. Lever de pagina via https ' +
      '(localhost mag http gebruiken).',
    stylesBlocked:
      'Het Content Security Policy van de pagina heeft de nonce van het element geweigerd: de stijlen worden in plaats daarvan als adopted stylesheets toegepast.',
  },
  errorScreen: {
    title: 'Er lijkt een fout te zijn opgetreden!',
    back: 'Ga terug',
    renderFailed:
      'Er is iets misgegaan bij het weergeven van dit scherm. Laad de pagina opnieuw en probeer het nog eens.',
    loadFailed: loader.loadFailed,
    retry: loader.retry,
    loading: 'Laden…',
  },
  watermark: {
    poweredBy: 'Mogelijk gemaakt door',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'Sluiten',
  },
  crypto: {
    continueWith: (wallet) => `Doorgaan met ${wallet}`,
    other: 'Doorgaan met andere cryptowallet',
    otherTitle: 'Andere cryptowallets',
    setUp: 'Een nieuwe cryptowallet instellen',
    setUpTitle: 'Een nieuwe cryptowallet instellen',
    setUpText: 'Download een wallet, maak er een account in aan en kom dan hier terug om door te gaan.',
    download: (wallet) => `${wallet} downloaden`,
    newTab: '(wordt geopend in een nieuw tabblad)',
    noWallets: 'Er is geen cryptowallet gevonden in deze browser.',
    connecting: 'Verbinden met je wallet...',
    connectingText: (wallet) => `Keur de verbinding goed in ${wallet}.`,
    signing: 'Handtekeningverzoek voltooien...',
    signingText: (wallet) => `Onderteken het bericht in ${wallet} om te bewijzen dat deze wallet van jou is.`,
    successTitle: 'Gelukt!',
    successText: 'Je wallet is verbonden.',
    errorTitle: 'Er lijkt een fout te zijn opgetreden!',
    rejected: 'Het verzoek is geweigerd in je wallet.',
    tryAgain: 'Opnieuw proberen',
    back: 'Terug',
  },
  oauth: {
    continueWith: (provider) => `Doorgaan met ${provider}`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `One Tap kan niet worden getoond: de host van deze pagina, ${host}, is geen geautoriseerde JavaScript-oorsprong van de Google OAuth-client van het project. Voeg hem toe in de Google API-console (voor lokale ontwikkeling zowel http://localhost als http://localhost:<port>).`,
      invalid_client:
        'One Tap kan niet worden getoond: Google herkent de client-ID in de Google OAuth-instellingen van het project niet.',
      oauth_config_not_found:
        'One Tap kan niet worden getoond: het project heeft geen Google OAuth-client. Stel er een in bij de OAuth-instellingen.',
      no_login_redirect_urls_set:
        'One Tap kan niet worden getoond: het project heeft geen omleidings-URL’s voor inloggen, dus oauthOptions.loginRedirectURL kan niet worden gecontroleerd. Voeg omleidings-URL’s voor inloggen toe aan het project.',
      no_signup_redirect_urls_set:
        'One Tap kan niet worden getoond: het project heeft geen omleidings-URL’s voor registratie, dus oauthOptions.signupRedirectURL kan niet worden gecontroleerd. Voeg omleidings-URL’s voor registratie toe aan het project.',
    },
  },
  consent: {
    missingParameter: (param) =>
      `Verplichte parameter ontbreekt: ${param}. Neem contact op met de ontwikkelaar van de applicatie.`,
    noSession: 'Geen actieve sessie gevonden. Log in om door te gaan.',
    title: (clientName, projectName) => `Inloggen bij ${clientName} met ${projectName}`,
    titleCustom: (clientName, projectName) => `${clientName} wil toegang tot je account bij ${projectName}`,
    intro: (clientName) => `Hiermee kan ${clientName}:`,
    scopes: {
      openid: {
        summary: 'Je identiteit verifiëren',
        detail: 'Je accountgegevens bekijken.',
      },
      profile: {
        summary: 'Je profiel bekijken',
        detail: 'Je naam, profielfoto en taal.',
      },
      email: {
        summary: 'Je e-mailadres bekijken',
        detail: 'Het e-mailadres van je account.',
      },
      phone: {
        summary: 'Je telefoonnummer bekijken',
        detail: 'Het telefoonnummer van je account.',
      },
      offline_access: {
        summary: 'Toegang houden terwijl je de app niet gebruikt',
        detail: 'Offline toegang en synchronisatie op de achtergrond, totdat je die intrekt.',
      },
      full_access: {
        summary: 'Volledig namens jou handelen',
        detail: 'Alles wat je account kan, inclusief het beheren van je sessies.',
      },
    },
    customScope: (scope) => `Het bereik ${scope} gebruiken`,
    scopeName: (scope) => `Bereik: ${scope}`,
    ungrantable: (clientName) =>
      `Je hebt geen rechten om ${clientName} toegang te geven tot sommige van de gevraagde bereiken.`,
    allow: 'Toestaan',
    deny: 'Weigeren',
    theApp: 'De app',
    logoAlt: (clientName) => `Logo van ${clientName}`,
    denied: 'Toegang tot de applicatie is geweigerd.',
    redirecting: 'Doorsturen…',
    invalidRedirect:
      'De applicatie wilde verdergaan op een adres dat geen webpagina is, dus het inloggen is hier gestopt. Neem contact op met de ontwikkelaar van de applicatie.',
    successTitle: 'Gelukt!',
    successText: 'Je bent ingelogd. Je kunt deze pagina sluiten.',
    logoutTitle: 'Uitloggen?',
    logoutText: (projectName) => `Weet je zeker dat je wilt uitloggen van je account bij ${projectName}?`,
    yes: 'Ja',
    no: 'Nee',
    loggingOut: 'Bezig met uitloggen…',
    notLoggedOut: 'Je bent niet uitgelogd. Je kunt deze pagina sluiten.',
  },
  errors: {
    catalogue: {
      invalid_email: 'De indeling van het e-mailadres is ongeldig.',
      invalid_phone_number:
        'De indeling van het telefoonnummer is ongeldig. Zorg dat het telefoonnummer de E.164-indeling heeft.',
      unsubscribed_phone_number: 'Dit telefoonnummer is afgemeld; meld je opnieuw aan door START te sms’en.',
      inactive_email:
        'Dit e-mailadres is gemarkeerd als inactief. Probeer een ander e-mailadres of neem contact op met je beheerder als je denkt dat dit een vergissing is.',
      unauthorized_credentials: 'Niet-geautoriseerde inloggegevens.',
      user_unauthenticated:
        'Er is een actieve sessie nodig om deze methode aan te roepen. Ben je al ingelogd?',
      email_not_found: 'E-mailadres niet gevonden.',
      unable_to_auth_magic_link:
        'De inloglink kan niet worden geverifieerd omdat deze al is gebruikt of is verlopen. Probeer het opnieuw.',
      no_user_password: 'Geen wachtwoord gevonden voor deze gebruiker. Probeer het opnieuw.',
      breached_password:
        'Dit wachtwoord staat in de lijst met gelekte wachtwoorden en moet opnieuw worden ingesteld.',
      reset_password: 'Het wachtwoord moet opnieuw worden ingesteld.',
      oauth_token_not_found: 'Het OAuth-token kan niet worden gevonden.',
      invalid_code: 'De indeling van de code is ongeldig. Probeer het opnieuw.',
      member_password_not_found: 'Wachtwoord van lid niet gevonden.',
      oauth_flow_callback_error:
        'Er is een fout opgetreden in de callback van de OAuth-flow. Probeer het opnieuw.',
      unauthorized_action: 'Niet-geautoriseerde actie.',
      user_lock_limit_reached: 'Te veel mislukte verificatiepogingen. Probeer het later opnieuw.',
      invalid_session_token: 'Ongeldig sessietoken.',
      session_not_found: 'Sessie niet gevonden.',
      invalid_phone_number_country_code:
        'De landcode van het telefoonnummer is ongeldig, wordt niet ondersteund of is uitgeschakeld.',
      otp_code_not_found: 'Ongeldige code. Probeer het opnieuw.',
      duplicate_member_phone_number: 'Er bestaat al een lid met dit telefoonnummer in deze organisatie.',
      too_many_requests: 'Te veel pogingen. Probeer het over {0} opnieuw.',
    },
    network: 'We kunnen de inlogservice niet bereiken. Controleer je verbinding en probeer het opnieuw.',
    unexpected: 'De inlogservice heeft een onverwacht antwoord gestuurd. Probeer het opnieuw.',
    unknown: 'Er is iets misgegaan. Probeer het opnieuw.',
  },
  twoFactor: {
    title: 'Verificatie in twee stappen',
    appPrompt: 'Voer de 6-cijferige code uit je authenticator-app in.',
    sentTo: (destination) => `Voer de 6-cijferige code in die we naar ${destination} hebben gestuurd.`,
    codeLabel: 'Verificatiecode',
    verify: 'Verifiëren',
    verifying: 'Bezig met verifiëren…',
    useRecovery: 'Een herstelcode gebruiken',
    recoveryTitle: 'Een herstelcode gebruiken',
    recoveryPrompt: 'Voer een van de herstelcodes in die je bij het instellen hebt bewaard.',
    recoveryLabel: 'Herstelcode',
    backToCode: 'Toch een verificatiecode gebruiken',
    otherMethods: 'Op een andere manier verifiëren',
    methodTotp: 'Authenticator-app',
    methodSms: 'Sms',
    methodEmail: 'E-mail',
    sending: 'Bezig met verzenden…',
    resend: 'Nieuwe code sturen',
    codeSent: 'Code verzonden!',
    errors: {
      active_totp_exists: 'Er is al een authenticator-app ingesteld voor je account.',
      totps_not_found_for_user: 'Er is geen authenticator-app ingesteld voor je account.',
      totp_not_found: 'Deze authenticator-app is niet meer ingesteld voor je account.',
      invalid_totp_code: 'Voer de 6-cijferige code in die je authenticator-app toont.',
      expired_totp: 'Deze instelling is verlopen. Begin opnieuw om een nieuwe QR-code te krijgen.',
      unable_to_authenticate_totp: 'Die code klopt niet. Controleer hem en probeer het opnieuw.',
      totp_code_already_authenticated: 'Die code is al gebruikt. Wacht op de volgende code in je app.',
      recovery_code_used_as_totp_code:
        'Dat is een herstelcode. Kies ‘Een herstelcode gebruiken’ om hem te gebruiken.',
      totp_code_used_as_recovery_code:
        'Dat is een code uit je authenticator-app. Kies ‘Toch een verificatiecode gebruiken’ om hem te gebruiken.',
      unable_to_authenticate_recovery_code:
        'Die herstelcode klopt niet. Controleer hem en probeer het opnieuw.',
      invalid_recovery_code: 'Die herstelcode is al gebruikt. Elke code werkt één keer: probeer een andere.',
      otp_code_not_found:
        'Die code werkte niet. Misschien is hij verkeerd getypt, verlopen of al gebruikt: controleer hem of stuur een nieuwe code.',
      unable_to_auth_otp_code:
        'Die code werkte niet. Misschien is hij verkeerd getypt, verlopen of al gebruikt: controleer hem of stuur een nieuwe code.',
      invalid_code: 'Voer de 6-cijferige code in die we je hebben gestuurd.',
      user_lock_limit_reached: 'Te veel onjuiste codes. Probeer het later opnieuw.',
    },
    lockedUntil: (time) => `Te veel onjuiste codes. Probeer het opnieuw na ${time}.`,
    checking: 'Je account wordt gecontroleerd…',
    enrollTitle: 'Verificatie in twee stappen instellen',
    enrollScan: 'Scan deze QR-code met je authenticator-app.',
    qrAlt: 'QR-code voor je authenticator-app',
    enrollKey: 'Lukt scannen niet? Voer deze sleutel in de app in:',
    copyKey: 'Sleutel kopiëren',
    copied: 'Gekopieerd!',
    enrollConfirm: 'Voer daarna de 6-cijferige code in die de app toont.',
    codesTitle: 'Bewaar je herstelcodes',
    codesText:
      'Als je geen toegang meer hebt tot je authenticator-app, kun je met elke code één keer inloggen. Ze worden alleen nu getoond: bewaar ze op een veilige plek.',
    copyCodes: 'Codes kopiëren',
    downloadCodes: 'Downloaden',
    saved: 'Ik heb deze codes bewaard',
    continue: 'Doorgaan',
    regenerate: 'Nieuwe codes maken',
    recoveryFileTitle: 'Herstelcodes (elke code werkt één keer)',
  },
  loader,
  landing: {
    loggingIn: 'Je wordt ingelogd…',
    confirmTitle: 'Inloggen afronden',
    confirmText: 'Druk op de knop om het inloggen met de link uit je e-mail af te ronden.',
    confirmWhy: 'Deze stap voorkomt dat beveiligingsscanners van e-mail je link opgebruiken.',
    confirmButton: 'Inloggen',
    otherDeviceTitle: 'Open de link waar je hem hebt aangevraagd',
    otherDeviceText:
      'Deze link is aangevraagd in een andere browser of op een ander apparaat en werkt voor je veiligheid alleen daar. Open hem daar, of vraag hier een nieuwe link of code aan.',
    otherDeviceAction: 'Nieuwe link op dit apparaat',
    deadTitle: 'Deze link werkt niet meer',
    deadText: 'Hij is al gebruikt of verlopen. Vraag een nieuwe aan.',
    newLink: 'Nieuwe link sturen',
    oauthCancelled: 'Inloggen is geannuleerd.',
    oauthFailed: 'De inlogprovider heeft je niet ingelogd. Probeer het opnieuw.',
    failedTitle: 'Inloggen mislukt',
    retry: 'Opnieuw proberen',
    backToLogin: 'Terug naar inloggen',
    linkExpired: 'De link is verlopen. Stuur een nieuwe om in te loggen.',
    thisBrowserOnly: 'Open de link in deze browser.',
  },
  passkeyOffer: {
    title: 'Een passkey maken?',
    text: 'Log de volgende keer in met je vingerafdruk, gezicht of schermvergrendeling in plaats van een wachtwoord.',
    create: 'Passkey maken',
    notNow: 'Niet nu',
    failed: 'De passkey is niet gemaakt. Je kunt er later een toevoegen.',
  },
  strength: {
    warnings: {
      straightRow: 'Opeenvolgende toetsen op jouw toetsenbord zijn makkelijk te raden.',
      keyPattern: 'Korte toetsenbord patronen zijn makkelijk te raden.',
      simpleRepeat: 'Herhalende letters zoals "aaa" zijn makkelijk te raden.',
      extendedRepeat: 'Herhalende patronen zoals "abcabcabc" zijn makkelijk te raden.',
      sequences: 'Veelvoorkomende tekstreeksen zoals "abc" zijn makkelijk te raden.',
      recentYears: 'Recente jaartallen zijn makkelijk te raden.',
      dates: 'Datums zijn makkelijk te raden.',
      topTen: 'Dit wachtwoord wordt heel erg veel gebruikt.',
      topHundred: 'Dit wachtwoord wordt erg veel gebruikt.',
      common: 'Dit wachtwoord wordt veel gebruikt.',
      similarToCommon: 'Dit lijkt op een veelvoorkomend wachtwoord.',
      wordByItself: 'Woorden op zich zijn makkelijk te raden.',
      namesByThemselves: 'Voor- en achternamen op zich zijn makkelijk te raden.',
      commonNames: 'Veelvoorkomende voor- en achternamen zijn makkelijk te raden.',
      userInputs: 'Vermijd persoonlijke of website gerelateerde woorden.',
      pwned: 'Dit wachtwoord is in een datalek gevonden.',
    },
    suggestions: {
      l33t: "Vermijd voorspelbare vervangingen, zoals '@' voor 'a'.",
      reverseWords: 'Vermijd het omdraaien van veelvoorkomende woorden.',
      allUppercase: 'Zet een deel in hoofdletters, maar niet alle letters.',
      capitalization: 'Zet meer dan de eerste letter in hoofdletter.',
      dates: 'Vermijd data en jaartallen die met jou geassocieerd zijn.',
      recentYears: 'Vermijd recente jaartallen.',
      associatedYears: 'Vermijd jaartallen die met jou geassocieerd zijn.',
      sequences: 'Vermijd veelvoorkomende tekstreeksen.',
      repeated: 'Vermijd herhalende woorden en letters.',
      longerKeyboardPattern: 'Gebruik langere toetsenbord patronen, en wissel meerdere keren van richting.',
      anotherWord: 'Voeg meer woorden toe die minder vaak voorkomen.',
      useWords: 'Gebruik meerdere woorden, maar vermijd veelvoorkomende zinnen.',
      noNeed: 'Je kan ook een sterk wachtwoord maken zonder speciale tekens, hoofdletters of nummers.',
      pwned: 'Als u dit wachtwoord elders gebruikt, moet u het veranderen.',
    },
  },
  server: {
    noScript:
      'Dit formulier heeft JavaScript nodig. Schakel JavaScript in je browser in en laad de pagina opnieuw.',
  },
};

export default nl;
