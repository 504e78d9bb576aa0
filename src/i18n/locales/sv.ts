import type { LoaderMessages, Translations } from '../types';

/** Picks the Swedish form of a counted word ("1 teckentyp", "3 teckentyper"). */
const pluralRules = new Intl.PluralRules('sv');
const plural = (count: number, forms: { one: string; other: string }): string =>
  pluralRules.select(count) === 'one' ? forms.one : forms.other;

const loader: LoaderMessages = {
  loadFailed:
    'Den här delen av inloggningsformuläret kunde inte läsas in. Kontrollera anslutningen och försök igen.',
  retry: 'Försök igen',
  reloadNeeded:
    'Den här delen av inloggningsformuläret kunde inte läsas in. Läs in sidan igen för att försöka på nytt.',
  reload: 'Läs in sidan igen',
};

/** Swedish (sv). */
const sv: Translations = {
  main: {
    header: 'Registrera dig eller logga in',
    or: 'eller',
    logoAlt: 'Logotyp',
  },
  passkeys: {
    login: 'Logga in med en nyckel',
    successTitle: 'Klart!',
    successText: 'Din nyckel har verifierats.',
    registerTitle: 'Ställ in en ny nyckel',
    create: 'Skapa en nyckel',
    skip: 'Hoppa över',
    createdTitle: 'Nyckeln har skapats!',
    listTitle: 'Dina nycklar',
    existing: 'Befintliga nycklar',
    none: 'Inga nycklar än.',
    setUpAnother: 'Ställ in en nyckel till',
    done: 'Klar',
    rename: 'Byt namn',
    renameLabel: (name) => `Nytt namn för ${name}`,
    save: 'Spara',
    cancel: 'Avbryt',
    delete: 'Radera',
    deleteLabel: (name) => `Radera ${name}`,
    confirmDelete: (name) => `Vill du radera ”${name}”? Du kommer inte längre att kunna logga in med den.`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `tillagd ${created}` : null].filter(Boolean).join(' · '),
    platform: 'Den här enheten',
    securityKey: 'Säkerhetsnyckel',
    synced: 'synkad',
    noSession:
      'Fel: Komponenten PasskeyRegistration kan inte användas utan en aktiv, autentiserad användare.',
    errorGeneric: 'Ett okänt fel uppstod vid autentisering med nyckel. Försök igen.',
    errorNotFound:
      'Nyckelregistreringen hittades inte. Du kanske har raderat nyckeln från ditt konto men inte från lösenordshanteraren. Försök igen.',
    errorDuplicate:
      'Nyckeln kan inte skapas eftersom den verkar vara registrerad redan. Den kan ha registrerats på en annan enhet och synkats mellan enheter.',
    errorNotCreated:
      'Nyckeln skapades inte. Klicka på ”Skapa en nyckel” för att försöka igen, eller hoppa över utan att lägga till en nyckel.',
  },
  loggedIn: {
    title: 'Du är inloggad',
    as: (identifier) => `Inloggad som ${identifier}.`,
    logOut: 'Logga ut',
    loggingOut: 'Loggar ut…',
    logoutFailed:
      'Det gick inte att meddela leverantören om utloggningen. Du är utloggad på den här enheten.',
  },
  email: {
    label: 'E-post',
    placeholder: 'example@email.com',
    invalid: 'E-postadressens format är ogiltigt.',
    required: 'Ange din e-postadress.',
    submit: 'Fortsätt med e-post',
    submitting: 'Skickar…',
  },
  tabs: {
    label: 'Sätt att logga in',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
    email: 'E-post',
  },
  phone: {
    label: 'Telefonnummer',
    countryLabel: 'Land',
    placeholder: '(123) 456-7890',
    invalid: 'Telefonnumrets format är ogiltigt. Kontrollera att telefonnumret har formatet E.164.',
    required: 'Ange ditt telefonnummer.',
    submitSms: 'Fortsätt med SMS',
    submitWhatsapp: 'Fortsätt med WhatsApp',
    sending: 'Skickar…',
  },
  otpEmail: {
    invalid: 'Ogiltig e-postadress.',
  },
  otp: {
    title: 'Ange kod',
    sentTo: (destination) => `En 6-siffrig kod har skickats till dig på ${destination}`,
    codeLabel: 'Kod',
    expiresIn: (timeRemaining) => `Koden upphör att gälla om ${timeRemaining}.`,
    expired: 'Koden har upphört att gälla.',
    invalidCode: 'Kodens format är ogiltigt. Försök igen.',
    verifying: 'Verifierar koden...',
    resendPrompt: 'Fick du ingen kod?',
    resendLink: 'Skicka koden igen',
    sending: 'Skickar…',
    codeSent: 'Koden har skickats',
    back: 'Tillbaka',
    successTitle: 'Klart!',
    successText: 'Koden har verifierats.',
  },
  password: {
    resetTitle: 'Återställ ditt lösenord',
    chooseHow: 'Välj hur du vill skapa ditt konto.',
    createTitle: 'Slutför ditt konto genom att välja ett lösenord.',
    loginTitle: 'Logga in',
    emailLabel: 'E-post',
    passwordLabel: 'Lösenord',
    show: 'Visa lösenord',
    hide: 'Dölj lösenord',
    submit: 'Fortsätt',
    submitting: 'Bearbetar…',
    emailMeLink: 'Skicka en inloggningslänk via e-post',
    emailMeCode: 'Skicka en inloggningskod via e-post',
    forgot: 'Har du glömt lösenordet?',
    forgotTitle: 'Har du glömt lösenordet?',
    forgotText: (email) => `En länk för att återställa lösenordet har skickats till ${email}.`,
    setNewTitle: 'Kolla din e-post!',
    setNewText: (email) => `En länk för att välja ett lösenord för ditt konto har skickats till ${email}.`,
    dedupeTitle: 'Kolla din e-post för att välja ett nytt lösenord!',
    dedupeText: (email) =>
      `Vi vill se till att ditt konto är säkert och att det verkligen är du som loggar in. En inloggningslänk har skickats till ${email}.`,
    breachedTitle: 'Du måste återställa ditt lösenord',
    breachWarning:
      'Det här lösenordet kan ha använts på en annan webbplats som drabbats av ett säkerhetsproblem. Välj ett annat lösenord.',
    sendReset: 'Skicka en återställningslänk via e-post',
    resend: 'Skicka e-postmeddelandet igen',
    emailResent: 'E-postmeddelandet har skickats igen',
    resetSubmit: 'Fortsätt',
    loggingIn: 'Loggar in...',
    missingToken:
      'Den här sidans adress saknar en token för lösenordsåterställning. Öppna länken i e-postmeddelandet igen.',
    linkUsedOrExpired:
      'Den här länken för lösenordsåterställning har redan använts eller har upphört att gälla. Ange din e-postadress så skickar vi en ny.',
    sendNewLink: 'Skicka en ny länk',
    newLinkSent: (email) =>
      `En ny länk för att återställa lösenordet har skickats till ${email}. Öppna den från din inkorg.`,
    loginLinkFailed: 'Det gick inte att logga in med den här länken',
    successTitle: 'Klart!',
    successText: 'Du är nu inloggad.',
    checking: 'Kontrollerar lösenordet…',
    strengthLabel: 'Lösenordets styrka',
    strengthLevels: ['Mycket svagt', 'Svagt', 'Godtagbart', 'Starkt', 'Mycket starkt'],
    // "tecken" is the same in the singular and the plural.
    ludsLength: (count) => `Måste bestå av minst ${count} tecken`,
    ludsComplexity: (count) =>
      `Måste innehålla ${count} ${plural(count, { one: 'teckentyp', other: 'teckentyper' })} av dessa: stor bokstav, liten bokstav, siffra, symbol`,
    met: 'kravet är uppfyllt',
    notMet: 'kravet är inte uppfyllt',
  },
  emailConfirmation: {
    title: 'Kolla din e-post',
    sentTo: (email) => `Ett e-postmeddelande har skickats till ${email}.`,
    openGmail: 'Öppna i Gmail',
    openYahoo: 'Öppna i Yahoo',
    openOutlook: 'Öppna i Outlook',
    opensInNewTab: '(öppnas på en ny flik)',
    tryAgain: 'Försök igen',
  },
  config: {
    passkeysAlone:
      'Fel: Nycklar (passkeys) kan inte användas ensamma. Lägg till en annan produkt i konfigurationen.',
    emlWithEmailOtp: 'Fel: EML och OTP via e-post kan inte användas samtidigt',
    invalidJson: (attribute) =>
      `Fel: Attributet ${attribute} innehåller inte giltig JSON. Webbläsarens konsol visar var JSON-koden är felaktig.`,
    unknownProduct: (product) =>
      `Fel: Okänd produkt "${product}". Använd någon av: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.`,
    missingAttribute: (attribute) => `Fel: Attributet ${attribute} krävs.`,
    invalidAttribute: (attribute, detail) => `Fel: Attributet ${attribute} är ogiltigt: ${detail}`,
    emptyProducts: 'Fel: Produktlistan är tom. Lägg till en produkt i konfigurationen.',
    projectRefused: (detail) => `Fel: Leverantören avvisade elementets publika token: ${detail}`,
    unavailable: 'Inloggning är inte tillgänglig just nu. Försök igen senare.',
    noRedirectUrls: (projectName, fields) =>
      `Fel: Länkarna som skickas via e-post skulle inte leda någonstans: projektet "${projectName}" har ingen ` +
      `standard-URL för omdirigering för dem. Ange ${fields.join(', ')} i konfigurationen eller lägg till ` +
      'omdirigerings-URL:er i projektet.',
    bootstrapFailed: (detail) =>
      `Projektinställningarna kunde inte läsas in (${detail}). Standardvärdena används.`,
    insecureContext: (host) =>
      `Den här sidan levereras via okrypterad http från ${host}: webbläsaren sparar inte sessionscookies (de är ` +
      'Secure), så inloggningen försvinner när sidan läses in igen. Leverera sidan via https (localhost får använda http).',
    stylesBlocked:
      'Sidans Content Security Policy avvisade elementets nonce: dess stilar används i stället som adopterade formatmallar (adopted stylesheets).',
  },
  errorScreen: {
    title: 'Något gick fel!',
    back: 'Gå tillbaka',
    renderFailed: 'Något gick fel när den här skärmen skulle visas. Läs in sidan igen och försök på nytt.',
    loadFailed: loader.loadFailed,
    retry: loader.retry,
    loading: 'Läser in…',
  },
  watermark: {
    poweredBy: 'Drivs av',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'Stäng',
  },
  crypto: {
    continueWith: (wallet) => `Fortsätt med ${wallet}`,
    other: 'Fortsätt med en annan kryptoplånbok',
    otherTitle: 'Andra kryptoplånböcker',
    setUp: 'Skapa en ny kryptoplånbok',
    setUpTitle: 'Skapa en ny kryptoplånbok',
    setUpText: 'Ladda ned en plånbok, skapa ett konto i den och kom sedan tillbaka hit för att fortsätta.',
    download: (wallet) => `Ladda ned ${wallet}`,
    newTab: '(öppnas på en ny flik)',
    noWallets: 'Ingen kryptoplånbok hittades i den här webbläsaren.',
    connecting: 'Ansluter till din plånbok...',
    connectingText: (wallet) => `Godkänn anslutningen i ${wallet}.`,
    signing: 'Slutför signeringsbegäran...',
    signingText: (wallet) => `Signera meddelandet i ${wallet} för att bevisa att plånboken är din.`,
    successTitle: 'Klart!',
    successText: 'Din plånbok är nu ansluten.',
    errorTitle: 'Något gick fel!',
    rejected: 'Begäran avvisades i din plånbok.',
    tryAgain: 'Försök igen',
    back: 'Tillbaka',
  },
  oauth: {
    continueWith: (provider) => `Fortsätt med ${provider}`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `One Tap kan inte visas: sidans värd, ${host}, är inte ett auktoriserat JavaScript-ursprung för projektets Google OAuth-klient. Lägg till den i Google API-konsolen (för lokal utveckling både http://localhost och http://localhost:<port>).`,
      invalid_client:
        'One Tap kan inte visas: Google känner inte igen klient-id:t i projektets Google OAuth-inställningar.',
      oauth_config_not_found:
        'One Tap kan inte visas: projektet har ingen Google OAuth-klient. Skapa en i OAuth-inställningarna.',
      no_login_redirect_urls_set:
        'One Tap kan inte visas: projektet har inga omdirigerings-URL:er för inloggning, så oauthOptions.loginRedirectURL kan inte kontrolleras. Lägg till omdirigerings-URL:er för inloggning i projektet.',
      no_signup_redirect_urls_set:
        'One Tap kan inte visas: projektet har inga omdirigerings-URL:er för registrering, så oauthOptions.signupRedirectURL kan inte kontrolleras. Lägg till omdirigerings-URL:er för registrering i projektet.',
    },
  },
  consent: {
    missingParameter: (param) =>
      `En obligatorisk parameter saknas: ${param}. Kontakta applikationens utvecklare.`,
    noSession: 'Ingen aktiv session hittades. Logga in för att fortsätta.',
    title: (clientName, projectName) => `Logga in på ${clientName} med ${projectName}`,
    titleCustom: (clientName, projectName) =>
      `${clientName} vill få åtkomst till ditt konto hos ${projectName}`,
    intro: (clientName) => `Detta låter ${clientName}:`,
    scopes: {
      openid: {
        summary: 'Bekräfta din identitet',
        detail: 'Visa din kontoinformation.',
      },
      profile: {
        summary: 'Visa din profil',
        detail: 'Ditt namn, din profilbild och ditt språk.',
      },
      email: {
        summary: 'Visa din e-postadress',
        detail: 'E-postadressen för ditt konto.',
      },
      phone: {
        summary: 'Visa ditt telefonnummer',
        detail: 'Telefonnumret för ditt konto.',
      },
      offline_access: {
        summary: 'Behålla åtkomsten när du inte använder appen',
        detail: 'Offlineåtkomst och synkronisering i bakgrunden, tills du återkallar den.',
      },
      full_access: {
        summary: 'Agera fullt ut för din räkning',
        detail: 'Allt ditt konto kan göra, inklusive att hantera dina sessioner.',
      },
    },
    customScope: (scope) => `Använda omfånget ${scope}`,
    scopeName: (scope) => `Omfång: ${scope}`,
    ungrantable: (clientName) =>
      `Du har inte behörighet att ge ${clientName} åtkomst till vissa av de begärda omfången.`,
    allow: 'Tillåt',
    deny: 'Neka',
    theApp: 'Appen',
    logoAlt: (clientName) => `Logotyp för ${clientName}`,
    denied: 'Åtkomst till applikationen nekades.',
    redirecting: 'Omdirigerar…',
    invalidRedirect:
      'Applikationen bad om att fortsätta på en adress som inte är en webbsida, så inloggningen stoppades här. Kontakta applikationens utvecklare.',
    successTitle: 'Klart!',
    successText: 'Du är inloggad. Du kan stänga den här sidan.',
    logoutTitle: 'Logga ut?',
    logoutText: (projectName) => `Vill du verkligen logga ut från ditt konto hos ${projectName}?`,
    yes: 'Ja',
    no: 'Nej',
    loggingOut: 'Loggar ut…',
    notLoggedOut: 'Du har inte loggats ut. Du kan stänga den här sidan.',
  },
  errors: {
    catalogue: {
      invalid_email: 'E-postadressens format är ogiltigt.',
      invalid_phone_number:
        'Telefonnumrets format är ogiltigt. Kontrollera att telefonnumret har formatet E.164.',
      unsubscribed_phone_number:
        'Telefonnumret är avregistrerat. Skicka START via SMS för att registrera det igen.',
      inactive_email:
        'E-postadressen är markerad som inaktiv. Prova en annan e-postadress eller kontakta din administratör om du tror att det är ett misstag.',
      unauthorized_credentials: 'Obehöriga inloggningsuppgifter.',
      user_unauthenticated: 'Du måste ha en aktiv session för att anropa den här metoden. Har du loggat in?',
      email_not_found: 'E-postadressen hittades inte.',
      unable_to_auth_magic_link:
        'Det gick inte att autentisera inloggningslänken eftersom den redan har använts eller har upphört att gälla. Försök igen.',
      no_user_password: 'Inget lösenord hittades för den här användaren. Försök igen.',
      breached_password: 'Lösenordet finns i listan över läckta lösenord och måste återställas.',
      reset_password: 'Lösenordet måste återställas.',
      oauth_token_not_found: 'OAuth-token hittades inte.',
      invalid_code: 'Kodens format är ogiltigt. Försök igen.',
      member_password_not_found: 'Medlemmens lösenord hittades inte.',
      oauth_flow_callback_error: 'Ett fel uppstod i återanropet för OAuth-flödet. Försök igen.',
      unauthorized_action: 'Obehörig åtgärd.',
      user_lock_limit_reached: 'För många misslyckade autentiseringsförsök. Försök igen senare.',
      invalid_session_token: 'Ogiltig sessionstoken.',
      session_not_found: 'Sessionen hittades inte.',
      invalid_phone_number_country_code:
        'Telefonnumrets landskod är ogiltig, stöds inte eller är inaktiverad.',
      otp_code_not_found: 'Ogiltig kod. Försök igen.',
      duplicate_member_phone_number: 'Det finns redan en medlem med det här telefonnumret i organisationen.',
      too_many_requests: 'För många försök. Försök igen om {0}.',
    },
    network: 'Det gick inte att nå inloggningstjänsten. Kontrollera anslutningen och försök igen.',
    unexpected: 'Inloggningstjänsten skickade ett oväntat svar. Försök igen.',
    unknown: 'Något gick fel. Försök igen.',
  },
  twoFactor: {
    title: 'Tvåstegsverifiering',
    appPrompt: 'Ange den 6-siffriga koden från din autentiseringsapp.',
    sentTo: (destination) => `Ange den 6-siffriga koden som vi skickade till ${destination}.`,
    codeLabel: 'Verifieringskod',
    verify: 'Verifiera',
    verifying: 'Verifierar…',
    useRecovery: 'Använd en återställningskod',
    recoveryTitle: 'Använd en återställningskod',
    recoveryPrompt: 'Ange en av återställningskoderna som du sparade när du konfigurerade det.',
    recoveryLabel: 'Återställningskod',
    backToCode: 'Använd en verifieringskod i stället',
    otherMethods: 'Verifiera på ett annat sätt',
    methodTotp: 'Autentiseringsapp',
    methodSms: 'Sms',
    methodEmail: 'E-post',
    sending: 'Skickar…',
    resend: 'Skicka en ny kod',
    codeSent: 'Koden har skickats!',
    errors: {
      active_totp_exists: 'Ditt konto har redan en autentiseringsapp.',
      totps_not_found_for_user: 'Ditt konto har ingen autentiseringsapp.',
      totp_not_found: 'Den här autentiseringsappen är inte längre konfigurerad för ditt konto.',
      invalid_totp_code: 'Ange den 6-siffriga koden som din autentiseringsapp visar.',
      expired_totp: 'Den här konfigurationen har gått ut. Börja om för att få en ny QR-kod.',
      unable_to_authenticate_totp: 'Koden stämmer inte. Kontrollera den och försök igen.',
      totp_code_already_authenticated: 'Koden har redan använts. Vänta på nästa kod i appen.',
      recovery_code_used_as_totp_code:
        'Det är en återställningskod. Välj ”Använd en återställningskod” för att använda den.',
      totp_code_used_as_recovery_code:
        'Det är en kod från din autentiseringsapp. Välj ”Använd en verifieringskod i stället” för att använda den.',
      unable_to_authenticate_recovery_code:
        'Återställningskoden stämmer inte. Kontrollera den och försök igen.',
      invalid_recovery_code:
        'Återställningskoden har redan använts. Varje kod fungerar en gång: prova en annan.',
      otp_code_not_found:
        'Koden fungerade inte. Den kan vara felskriven, ha gått ut eller redan ha använts: kontrollera den eller skicka en ny kod.',
      unable_to_auth_otp_code:
        'Koden fungerade inte. Den kan vara felskriven, ha gått ut eller redan ha använts: kontrollera den eller skicka en ny kod.',
      invalid_code: 'Ange den 6-siffriga koden som vi skickade till dig.',
      user_lock_limit_reached: 'För många felaktiga koder. Försök igen senare.',
    },
    lockedUntil: (time) => `För många felaktiga koder. Försök igen efter ${time}.`,
    checking: 'Kontrollerar ditt konto…',
    enrollTitle: 'Konfigurera tvåstegsverifiering',
    enrollScan: 'Skanna den här QR-koden med din autentiseringsapp.',
    qrAlt: 'QR-kod för din autentiseringsapp',
    enrollKey: 'Går det inte att skanna? Ange den här nyckeln i appen:',
    copyKey: 'Kopiera nyckel',
    copied: 'Kopierad!',
    enrollConfirm: 'Ange sedan den 6-siffriga koden som appen visar.',
    codesTitle: 'Spara dina återställningskoder',
    codesText:
      'Om du förlorar åtkomsten till autentiseringsappen kan du logga in en gång med varje kod. De visas bara nu: förvara dem säkert.',
    copyCodes: 'Kopiera koder',
    downloadCodes: 'Ladda ned',
    saved: 'Jag har sparat koderna',
    continue: 'Fortsätt',
    regenerate: 'Skapa nya koder',
    recoveryFileTitle: 'Återställningskoder (varje fungerar en gång)',
  },
  loader,
  landing: {
    loggingIn: 'Du loggas in…',
    confirmTitle: 'Slutför inloggningen',
    confirmText: 'Tryck på knappen för att slutföra inloggningen med länken från ditt mejl.',
    confirmWhy: 'Det här steget hindrar e-postens säkerhetsskannrar från att förbruka din länk.',
    confirmButton: 'Logga in',
    otherDeviceTitle: 'Öppna länken där du bad om den',
    otherDeviceText:
      'Länken begärdes i en annan webbläsare eller på en annan enhet och fungerar av säkerhetsskäl bara där. Öppna den där, eller få en ny länk eller kod här.',
    otherDeviceAction: 'Få en ny länk på den här enheten',
    deadTitle: 'Länken fungerar inte längre',
    deadText: 'Den har redan använts eller har gått ut. Be om en ny.',
    newLink: 'Skicka en ny länk',
    oauthCancelled: 'Inloggningen avbröts.',
    oauthFailed: 'Inloggningstjänsten loggade inte in dig. Försök igen.',
    failedTitle: 'Inloggningen misslyckades',
    retry: 'Försök igen',
    backToLogin: 'Tillbaka till inloggningen',
    linkExpired: 'Länken har gått ut. Skicka en ny för att logga in.',
    thisBrowserOnly: 'Öppna länken i den här webbläsaren.',
  },
  passkeyOffer: {
    title: 'Skapa en nyckel?',
    text: 'Logga in nästa gång med fingeravtryck, ansikte eller skärmlås i stället för ett lösenord.',
    create: 'Skapa nyckel',
    notNow: 'Inte nu',
    failed: 'Nyckeln skapades inte. Du kan lägga till en senare.',
  },
  strength: {
    warnings: {
      straightRow: 'Raka tangentrader på tangentbordet är lätta att gissa.',
      keyPattern: 'Korta tangentbordsmönster är lätta att gissa.',
      simpleRepeat: 'Upprepade tecken som "aaa" är lätta att gissa.',
      extendedRepeat: 'Upprepade teckenmönster som "abcabcabc" är lätta att gissa.',
      sequences: 'Vanliga teckenföljder som "abc" är lätta att gissa.',
      recentYears: 'Årtal från senare år är lätta att gissa.',
      dates: 'Datum är lätta att gissa.',
      topTen: 'Det här är ett mycket använt lösenord.',
      topHundred: 'Det här är ett ofta använt lösenord.',
      common: 'Det här är ett vanligt lösenord.',
      similarToCommon: 'Det här liknar ett vanligt lösenord.',
      wordByItself: 'Enstaka ord är lätta att gissa.',
      namesByThemselves: 'Enstaka för- eller efternamn är lätta att gissa.',
      commonNames: 'Vanliga för- och efternamn är lätta att gissa.',
      userInputs: 'Lösenordet bör inte innehålla personliga uppgifter eller uppgifter om sidan.',
      pwned: 'Ditt lösenord har läckt ut i ett dataintrång på internet.',
    },
    suggestions: {
      l33t: 'Undvik förutsägbara teckenbyten som "@" i stället för "a".',
      reverseWords: 'Undvik vanliga ord stavade baklänges.',
      allUppercase: 'Använd versaler för några men inte alla bokstäver.',
      capitalization: 'Använd versaler för fler bokstäver än den första.',
      dates: 'Undvik datum och årtal som hör ihop med dig.',
      recentYears: 'Undvik årtal från senare år.',
      associatedYears: 'Undvik årtal som hör ihop med dig.',
      sequences: 'Undvik vanliga teckenföljder.',
      repeated: 'Undvik upprepade ord och tecken.',
      longerKeyboardPattern: 'Använd längre tangentbordsmönster och byt skrivriktning flera gånger.',
      anotherWord: 'Lägg till fler ord som är mindre vanliga.',
      useWords: 'Använd flera ord, men undvik vanliga fraser.',
      noNeed: 'Du kan skapa starka lösenord utan symboler, siffror eller versaler.',
      pwned: 'Om du använder det här lösenordet någon annanstans bör du byta det.',
    },
  },
  server: {
    noScript: 'Det här formuläret kräver JavaScript. Aktivera JavaScript i webbläsaren och ladda om sidan.',
  },
};

export default sv;
