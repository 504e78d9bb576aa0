import type { LoaderMessages, Translations } from '../types';

/** Picks the Finnish form of a counted word ("1 merkki", "8 merkkiä"). */
const pluralRules = new Intl.PluralRules('fi');
const plural = (count: number, forms: { one: string; other: string }): string =>
  pluralRules.select(count) === 'one' ? forms.one : forms.other;

const loader: LoaderMessages = {
  loadFailed: 'Tätä kirjautumislomakkeen osaa ei voitu ladata. Tarkista yhteys ja yritä uudelleen.',
  retry: 'Yritä uudelleen',
  reloadNeeded:
    'Tätä kirjautumislomakkeen osaa ei voitu ladata. Lataa sivu uudelleen ja yritä sitten uudestaan.',
  reload: 'Lataa sivu uudelleen',
};

/** Finnish (fi). */
const fi: Translations = {
  main: {
    header: 'Rekisteröidy tai kirjaudu sisään',
    or: 'tai',
    logoAlt: 'Logo',
  },
  passkeys: {
    login: 'Kirjaudu sisään pääsyavaimella',
    successTitle: 'Onnistui!',
    successText: 'Pääsyavaimesi on todennettu.',
    registerTitle: 'Ota käyttöön uusi pääsyavain',
    create: 'Luo pääsyavain',
    skip: 'Ohita',
    createdTitle: 'Pääsyavain luotu!',
    listTitle: 'Pääsyavaimesi',
    existing: 'Nykyiset pääsyavaimet',
    none: 'Ei vielä pääsyavaimia.',
    setUpAnother: 'Ota käyttöön toinen pääsyavain',
    done: 'Valmis',
    rename: 'Nimeä uudelleen',
    renameLabel: (name) => `Uusi nimi pääsyavaimelle ${name}`,
    save: 'Tallenna',
    cancel: 'Peruuta',
    delete: 'Poista',
    deleteLabel: (name) => `Poista pääsyavain ${name}`,
    confirmDelete: (name) => `Poistetaanko ”${name}”? Et voi enää kirjautua sisään sillä.`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `lisätty ${created}` : null].filter(Boolean).join(' · '),
    platform: 'Tämä laite',
    securityKey: 'Suojausavain',
    synced: 'synkronoitu',
    noSession:
      'Virhe: PasskeyRegistration-komponenttia ei voi käyttää ilman aktiivista, todennettua käyttäjää.',
    errorGeneric: 'Pääsyavaimella todentamisessa tapahtui tuntematon virhe. Yritä uudelleen.',
    errorNotFound:
      'Pääsyavaimen rekisteröintiä ei löytynyt. Olet ehkä poistanut pääsyavaimen tililtäsi mutta et salasanojen hallinnasta. Yritä uudelleen.',
    errorDuplicate:
      'Pääsyavainta ei voi luoda, koska se näyttää olevan jo rekisteröity. Pääsyavain on ehkä rekisteröity toisella laitteella ja synkronoitu laitteiden välillä.',
    errorNotCreated:
      'Pääsyavainta ei luotu. Yritä uudelleen napsauttamalla ”Luo pääsyavain” tai ohita tämä vaihe lisäämättä pääsyavainta.',
  },
  loggedIn: {
    title: 'Olet kirjautunut sisään',
    as: (identifier) => `Kirjautunut käyttäjänä ${identifier}.`,
    logOut: 'Kirjaudu ulos',
    loggingOut: 'Kirjaudutaan ulos…',
    logoutFailed:
      'Palveluntarjoajalle ei voitu ilmoittaa uloskirjautumisesta. Olet kirjautunut ulos tällä laitteella.',
  },
  email: {
    label: 'Sähköposti',
    placeholder: 'example@email.com',
    invalid: 'Sähköpostiosoitteen muoto on virheellinen.',
    required: 'Anna sähköpostiosoitteesi.',
    submit: 'Jatka sähköpostilla',
    submitting: 'Lähetetään…',
  },
  tabs: {
    label: 'Kirjautumistavat',
    sms: 'Tekstiviesti',
    whatsapp: 'WhatsApp',
    email: 'Sähköposti',
  },
  phone: {
    label: 'Puhelinnumero',
    countryLabel: 'Maa',
    placeholder: '(123) 456-7890',
    invalid: 'Puhelinnumeron muoto on virheellinen. Varmista, että puhelinnumero on E.164-muodossa.',
    required: 'Anna puhelinnumerosi.',
    submitSms: 'Jatka tekstiviestillä',
    submitWhatsapp: 'Jatka WhatsAppilla',
    sending: 'Lähetetään…',
  },
  otpEmail: {
    invalid: 'Virheellinen sähköpostiosoite.',
  },
  otp: {
    title: 'Anna vahvistuskoodi',
    sentTo: (destination) => `6-numeroinen vahvistuskoodi lähetettiin sinulle: ${destination}`,
    codeLabel: 'Vahvistuskoodi',
    expiresIn: (timeRemaining) => `Koodi vanhenee ${timeRemaining} kuluttua.`,
    expired: 'Koodi on vanhentunut.',
    invalidCode: 'Koodin muoto on virheellinen. Yritä uudelleen.',
    verifying: 'Vahvistetaan koodia...',
    resendPrompt: 'Etkö saanut koodia?',
    resendLink: 'Lähetä koodi uudelleen',
    sending: 'Lähetetään…',
    codeSent: 'Koodi lähetetty',
    back: 'Takaisin',
    successTitle: 'Onnistui!',
    successText: 'Vahvistuskoodi on vahvistettu.',
  },
  password: {
    resetTitle: 'Nollaa salasanasi',
    chooseHow: 'Valitse, miten haluat luoda tilisi.',
    createTitle: 'Viimeistele tilin luominen asettamalla salasana.',
    loginTitle: 'Kirjaudu sisään',
    emailLabel: 'Sähköposti',
    passwordLabel: 'Salasana',
    show: 'Näytä salasana',
    hide: 'Piilota salasana',
    submit: 'Jatka',
    submitting: 'Käsitellään…',
    emailMeLink: 'Lähetä minulle kirjautumislinkki sähköpostiin',
    emailMeCode: 'Lähetä minulle kirjautumiskoodi sähköpostiin',
    forgot: 'Unohtuiko salasana?',
    forgotTitle: 'Unohtuiko salasana?',
    forgotText: (email) => `Salasanan nollauslinkki lähetettiin osoitteeseen ${email}.`,
    setNewTitle: 'Tarkista sähköpostisi!',
    setNewText: (email) => `Linkki tilisi salasanan asettamiseen lähetettiin osoitteeseen ${email}.`,
    dedupeTitle: 'Tarkista sähköpostisi ja aseta uusi salasana!',
    dedupeText: (email) =>
      `Haluamme varmistaa, että tilisi on turvassa ja että kirjautuja on todella sinä. Kirjautumislinkki lähetettiin osoitteeseen ${email}.`,
    breachedTitle: 'Salasanasi on nollattava',
    breachWarning:
      'Tätä salasanaa on voitu käyttää toisella sivustolla, jossa on ollut tietoturvaongelma. Valitse toinen salasana.',
    sendReset: 'Lähetä minulle nollauslinkki sähköpostiin',
    resend: 'Lähetä sähköposti uudelleen',
    emailResent: 'Sähköposti lähetetty uudelleen',
    resetSubmit: 'Jatka',
    loggingIn: 'Kirjaudutaan sisään...',
    missingToken:
      'Tämän sivun osoitteesta puuttuu salasanan nollaustunnus. Avaa sähköpostissa oleva linkki uudelleen.',
    linkUsedOrExpired:
      'Tämä salasanan nollauslinkki on jo käytetty tai vanhentunut. Anna sähköpostiosoitteesi, niin lähetämme sinulle uuden.',
    sendNewLink: 'Lähetä uusi linkki',
    newLinkSent: (email) =>
      `Uusi salasanan nollauslinkki lähetettiin osoitteeseen ${email}. Avaa se saapuneista viesteistäsi.`,
    loginLinkFailed: 'Tällä linkillä ei voitu kirjautua sisään',
    successTitle: 'Onnistui!',
    successText: 'Olet kirjautunut sisään.',
    checking: 'Tarkistetaan salasanaa…',
    strengthLabel: 'Salasanan vahvuus',
    strengthLevels: ['Erittäin heikko', 'Heikko', 'Kohtalainen', 'Vahva', 'Erittäin vahva'],
    ludsLength: (count) =>
      `Salasanassa on oltava vähintään ${count} ${plural(count, { one: 'merkki', other: 'merkkiä' })}`,
    ludsComplexity: (count) =>
      `Salasanassa on oltava ${count} seuraavista: iso kirjain, pieni kirjain, numero, erikoismerkki`,
    met: 'vaatimus täyttyy',
    notMet: 'vaatimus ei täyty',
  },
  emailConfirmation: {
    title: 'Tarkista sähköpostisi',
    sentTo: (email) => `Sähköposti lähetettiin osoitteeseen ${email}.`,
    openGmail: 'Avaa Gmailissa',
    openYahoo: 'Avaa Yahoossa',
    openOutlook: 'Avaa Outlookissa',
    opensInNewTab: '(avautuu uuteen välilehteen)',
    tryAgain: 'Yritä uudelleen',
  },
  config: {
    passkeysAlone: 'Virhe: Pääsyavaimia (passkeys) ei voi käyttää yksinään. Lisää määritykseen toinen tuote.',
    emlWithEmailOtp: 'Virhe: EML:ää ja sähköpostitse lähetettävää OTP:tä ei voi käyttää yhdessä',
    invalidJson: (attribute) =>
      `Virhe: Määritteen ${attribute} arvo ei ole kelvollista JSONia. Selaimen konsoli näyttää, missä kohtaa JSON on virheellinen.`,
    unknownProduct: (product) =>
      `Virhe: Tuntematon tuote "${product}". Käytä jotakin näistä: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.`,
    missingAttribute: (attribute) => `Virhe: Määrite ${attribute} on pakollinen.`,
    invalidAttribute: (attribute, detail) => `Virhe: Määrite ${attribute} on virheellinen: ${detail}`,
    emptyProducts: 'Virhe: Tuoteluettelo on tyhjä. Lisää määritykseen tuote.',
    projectRefused: (detail) =>
      `Virhe: Palveluntarjoaja hylkäsi tämän elementin julkisen tunnuksen: ${detail}`,
    unavailable: 'Kirjautuminen ei ole juuri nyt käytettävissä. Yritä myöhemmin uudelleen.',
    noRedirectUrls: (projectName, fields) =>
      `Virhe: Sähköpostitse lähetetyt linkit eivät johtaisi minnekään: projektilla "${projectName}" ei ole niille ` +
      `oletusarvoista uudelleenohjauksen URL-osoitetta. Aseta määritykseen ${fields.join(', ')} tai lisää ` +
      'projektiin uudelleenohjauksen URL-osoitteita.',
    bootstrapFailed: (detail) =>
      `Projektin asetuksia ei voitu ladata (${detail}), joten käytetään oletusasetuksia.`,
    insecureContext: (host) =>
      `Tämä sivu tarjoillaan salaamattomalla http-yhteydellä osoitteesta ${host}: selain ei säilytä ` +
      'istuntoevästeitä (ne ovat Secure-evästeitä), joten kirjautuminen menetetään, kun sivu ladataan uudelleen. ' +
      'Tarjoile sivu https-yhteydellä (localhost voi käyttää http:tä).',
    stylesBlocked:
      'Sivun Content Security Policy hylkäsi elementin noncen, joten elementin tyylit otetaan sen sijaan käyttöön adoptoituina tyylisivuina (adopted stylesheets).',
  },
  errorScreen: {
    title: 'Tapahtui virhe!',
    back: 'Palaa takaisin',
    renderFailed:
      'Tämän näkymän näyttämisessä tapahtui virhe. Lataa sivu uudelleen ja yritä sitten uudestaan.',
    loadFailed: loader.loadFailed,
    retry: loader.retry,
    loading: 'Ladataan…',
  },
  watermark: {
    poweredBy: 'Palvelun tarjoaa',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'Sulje',
  },
  crypto: {
    continueWith: (wallet) => `Jatka lompakolla ${wallet}`,
    other: 'Jatka toisella kryptolompakolla',
    otherTitle: 'Muut kryptolompakot',
    setUp: 'Ota käyttöön uusi kryptolompakko',
    setUpTitle: 'Ota käyttöön uusi kryptolompakko',
    setUpText: 'Lataa lompakko, luo siihen tili ja palaa sitten tänne jatkamaan.',
    download: (wallet) => `Lataa ${wallet}`,
    newTab: '(avautuu uuteen välilehteen)',
    noWallets: 'Tästä selaimesta ei löytynyt kryptolompakkoa.',
    connecting: 'Yhdistetään lompakkoosi...',
    connectingText: (wallet) => `Hyväksy yhteys lompakossa ${wallet}.`,
    signing: 'Viimeistellään allekirjoituspyyntöä...',
    signingText: (wallet) =>
      `Allekirjoita viesti lompakossa ${wallet} todistaaksesi, että lompakko on sinun.`,
    successTitle: 'Onnistui!',
    successText: 'Lompakkosi on yhdistetty.',
    errorTitle: 'Tapahtui virhe!',
    rejected: 'Pyyntö hylättiin lompakossasi.',
    tryAgain: 'Yritä uudelleen',
    back: 'Takaisin',
  },
  oauth: {
    continueWith: (provider) => `Jatka palvelulla ${provider}`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `One Tapia ei voi näyttää: tämän sivun isäntä ${host} ei ole projektin Google OAuth -asiakkaan sallittu JavaScript-lähde. Lisää se Google API -konsolissa (paikallisessa kehityksessä sekä http://localhost että http://localhost:<port>).`,
      invalid_client:
        'One Tapia ei voi näyttää: Google ei tunnista projektin Google OAuth -asetuksiin tallennettua asiakastunnusta.',
      oauth_config_not_found:
        'One Tapia ei voi näyttää: projektilla ei ole Google OAuth -asiakasta. Määritä sellainen OAuth-asetuksissa.',
      no_login_redirect_urls_set:
        'One Tapia ei voi näyttää: projektilla ei ole kirjautumisen uudelleenohjaus-URL-osoitteita, joten oauthOptions.loginRedirectURL-arvoa ei voi tarkistaa. Lisää projektiin kirjautumisen uudelleenohjaus-URL-osoitteita.',
      no_signup_redirect_urls_set:
        'One Tapia ei voi näyttää: projektilla ei ole rekisteröitymisen uudelleenohjaus-URL-osoitteita, joten oauthOptions.signupRedirectURL-arvoa ei voi tarkistaa. Lisää projektiin rekisteröitymisen uudelleenohjaus-URL-osoitteita.',
    },
  },
  consent: {
    missingParameter: (param) =>
      `Pakollinen parametri puuttuu: ${param}. Ota yhteyttä sovelluksen kehittäjään.`,
    noSession: 'Aktiivista istuntoa ei löytynyt. Jatka kirjautumalla sisään.',
    title: (clientName, projectName) => `Kirjaudu palveluun ${clientName} käyttäen palvelua ${projectName}`,
    titleCustom: (clientName, projectName) =>
      `${clientName} haluaa käyttöoikeuden tiliisi palvelussa ${projectName}`,
    intro: (clientName) => `Tämän jälkeen ${clientName} voi:`,
    scopes: {
      openid: {
        summary: 'Vahvistaa henkilöllisyytesi',
        detail: 'Nähdä tilisi tiedot.',
      },
      profile: {
        summary: 'Nähdä profiilisi',
        detail: 'Nimesi, profiilikuvasi ja kielesi.',
      },
      email: {
        summary: 'Nähdä sähköpostiosoitteesi',
        detail: 'Tilisi sähköpostiosoite.',
      },
      phone: {
        summary: 'Nähdä puhelinnumerosi',
        detail: 'Tilisi puhelinnumero.',
      },
      offline_access: {
        summary: 'Säilyttää käyttöoikeuden, kun et käytä sovellusta',
        detail: 'Offline-käyttö ja taustasynkronointi, kunnes peruutat sen.',
      },
      full_access: {
        summary: 'Toimia täysin puolestasi',
        detail: 'Kaikki, mitä tililläsi voi tehdä, myös istuntojesi hallinta.',
      },
    },
    customScope: (scope) => `Käyttää käyttöaluetta ${scope}`,
    scopeName: (scope) => `Käyttöalue: ${scope}`,
    ungrantable: (clientName) =>
      `Sinulla ei ole oikeutta myöntää palvelulle ${clientName} pääsyä joihinkin pyydetyistä käyttöalueista.`,
    allow: 'Salli',
    deny: 'Hylkää',
    theApp: 'Sovellus',
    logoAlt: (clientName) => `Palvelun ${clientName} logo`,
    denied: 'Pääsy sovellukseen hylättiin.',
    redirecting: 'Ohjataan eteenpäin…',
    invalidRedirect:
      'Sovellus pyysi jatkamaan osoitteeseen, joka ei ole verkkosivu, joten kirjautuminen pysähtyi tähän. Ota yhteyttä sovelluksen kehittäjään.',
    successTitle: 'Onnistui!',
    successText: 'Olet kirjautunut sisään. Voit sulkea tämän sivun.',
    logoutTitle: 'Kirjaudutaanko ulos?',
    logoutText: (projectName) => `Haluatko varmasti kirjautua ulos tililtäsi palvelussa ${projectName}?`,
    yes: 'Kyllä',
    no: 'Ei',
    loggingOut: 'Kirjaudutaan ulos…',
    notLoggedOut: 'Sinua ei kirjattu ulos. Voit sulkea tämän sivun.',
  },
  errors: {
    catalogue: {
      invalid_email: 'Sähköpostiosoitteen muoto on virheellinen.',
      invalid_phone_number:
        'Puhelinnumeron muoto on virheellinen. Varmista, että puhelinnumero on E.164-muodossa.',
      unsubscribed_phone_number:
        'Puhelinnumeron tilaus on peruttu. Tilaa uudelleen lähettämällä tekstiviesti START.',
      inactive_email:
        'Sähköpostiosoite on merkitty passiiviseksi. Kokeile toista sähköpostiosoitetta tai ota yhteyttä järjestelmänvalvojaan, jos uskot tämän olevan virhe.',
      unauthorized_credentials: 'Tunnistetiedoilla ei ole valtuuksia.',
      user_unauthenticated:
        'Tämän metodin kutsuminen edellyttää aktiivista istuntoa. Oletko jo kirjautunut sisään?',
      email_not_found: 'Sähköpostiosoitetta ei löytynyt.',
      unable_to_auth_magic_link:
        'Kirjautumislinkkiä ei voitu todentaa, koska se on jo käytetty tai vanhentunut. Yritä uudelleen.',
      no_user_password: 'Tälle käyttäjälle ei löytynyt salasanaa. Yritä uudelleen.',
      breached_password: 'Salasana on vuodettujen salasanojen luettelossa, ja se on nollattava.',
      reset_password: 'Salasana on nollattava.',
      oauth_token_not_found: 'OAuth-tunnusta ei löytynyt.',
      invalid_code: 'Koodin muoto on virheellinen. Yritä uudelleen.',
      member_password_not_found: 'Jäsenen salasanaa ei löytynyt.',
      oauth_flow_callback_error: 'OAuth-työnkulun takaisinkutsussa tapahtui virhe. Yritä uudelleen.',
      unauthorized_action: 'Toiminto ei ole sallittu.',
      user_lock_limit_reached: 'Liian monta epäonnistunutta todennusyritystä. Yritä myöhemmin uudelleen.',
      invalid_session_token: 'Virheellinen istuntotunnus.',
      session_not_found: 'Istuntoa ei löytynyt.',
      invalid_phone_number_country_code:
        'Puhelinnumeron maakoodi on virheellinen, sitä ei tueta tai se on poistettu käytöstä.',
      otp_code_not_found: 'Virheellinen vahvistuskoodi. Yritä uudelleen.',
      duplicate_member_phone_number: 'Organisaatiossa on jo jäsen, jolla on tämä puhelinnumero.',
      too_many_requests: 'Liian monta yritystä. Yritä uudelleen {0} kuluttua.',
    },
    network: 'Kirjautumispalveluun ei saatu yhteyttä. Tarkista yhteys ja yritä uudelleen.',
    unexpected: 'Kirjautumispalvelu lähetti odottamattoman vastauksen. Yritä uudelleen.',
    unknown: 'Jokin meni vikaan. Yritä uudelleen.',
  },
  twoFactor: {
    title: 'Kaksivaiheinen vahvistus',
    appPrompt: 'Anna todennussovelluksesi 6-numeroinen koodi.',
    sentTo: (destination) => `Anna 6-numeroinen koodi, jonka lähetimme osoitteeseen ${destination}.`,
    codeLabel: 'Vahvistuskoodi',
    verify: 'Vahvista',
    verifying: 'Vahvistetaan…',
    useRecovery: 'Käytä palautuskoodia',
    recoveryTitle: 'Käytä palautuskoodia',
    recoveryPrompt: 'Anna jokin käyttöönoton yhteydessä tallentamistasi palautuskoodeista.',
    recoveryLabel: 'Palautuskoodi',
    backToCode: 'Käytä vahvistuskoodia',
    otherMethods: 'Vahvista toisella tavalla',
    methodTotp: 'Todennussovellus',
    methodSms: 'Tekstiviesti',
    methodEmail: 'Sähköposti',
    sending: 'Lähetetään…',
    resend: 'Lähetä uusi koodi',
    codeSent: 'Koodi lähetetty!',
    errors: {
      active_totp_exists: 'Tilillesi on jo otettu käyttöön todennussovellus.',
      totps_not_found_for_user: 'Tilillesi ei ole otettu käyttöön todennussovellusta.',
      totp_not_found: 'Tämä todennussovellus ei ole enää käytössä tililläsi.',
      invalid_totp_code: 'Anna todennussovelluksesi näyttämä 6-numeroinen koodi.',
      expired_totp: 'Tämä käyttöönotto on vanhentunut. Aloita alusta saadaksesi uuden QR-koodin.',
      unable_to_authenticate_totp: 'Koodi ei ole oikein. Tarkista se ja yritä uudelleen.',
      totp_code_already_authenticated: 'Koodi on jo käytetty. Odota sovelluksen seuraavaa koodia.',
      recovery_code_used_as_totp_code:
        'Tämä on palautuskoodi. Käytä sitä valitsemalla ”Käytä palautuskoodia”.',
      totp_code_used_as_recovery_code:
        'Tämä on todennussovelluksesi koodi. Käytä sitä valitsemalla ”Käytä vahvistuskoodia”.',
      unable_to_authenticate_recovery_code: 'Palautuskoodi ei ole oikein. Tarkista se ja yritä uudelleen.',
      invalid_recovery_code: 'Palautuskoodi on jo käytetty. Kukin koodi toimii kerran: kokeile toista.',
      otp_code_not_found:
        'Koodi ei toiminut. Se voi olla kirjoitettu väärin, vanhentunut tai jo käytetty: tarkista se tai lähetä uusi koodi.',
      unable_to_auth_otp_code:
        'Koodi ei toiminut. Se voi olla kirjoitettu väärin, vanhentunut tai jo käytetty: tarkista se tai lähetä uusi koodi.',
      invalid_code: 'Anna 6-numeroinen koodi, jonka lähetimme sinulle.',
      user_lock_limit_reached: 'Liian monta väärää koodia. Yritä myöhemmin uudelleen.',
    },
    lockedUntil: (time) => `Liian monta väärää koodia. Yritä uudelleen klo ${time} jälkeen.`,
    checking: 'Tiliäsi tarkistetaan…',
    enrollTitle: 'Ota kaksivaiheinen vahvistus käyttöön',
    enrollScan: 'Skannaa tämä QR-koodi todennussovelluksellasi.',
    qrAlt: 'QR-koodi todennussovellustasi varten',
    enrollKey: 'Etkö voi skannata? Anna tämä avain sovellukseen:',
    copyKey: 'Kopioi avain',
    copied: 'Kopioitu!',
    enrollConfirm: 'Anna sitten sovelluksen näyttämä 6-numeroinen koodi.',
    codesTitle: 'Tallenna palautuskoodisi',
    codesText:
      'Jos menetät pääsyn todennussovellukseen, voit kirjautua kullakin koodilla kerran. Ne näytetään vain nyt: säilytä ne turvallisesti.',
    copyCodes: 'Kopioi koodit',
    downloadCodes: 'Lataa',
    saved: 'Olen tallentanut nämä koodit',
    continue: 'Jatka',
    regenerate: 'Hae uudet koodit',
    recoveryFileTitle: 'Palautuskoodit (kukin toimii kerran)',
  },
  loader,
  landing: {
    loggingIn: 'Kirjaudutaan sisään…',
    confirmTitle: 'Viimeistele kirjautuminen',
    confirmText: 'Viimeistele kirjautuminen sähköpostisi linkillä painamalla painiketta.',
    confirmWhy: 'Tämä vaihe estää sähköpostin tietoturvaskannereita käyttämästä linkkiäsi.',
    confirmButton: 'Kirjaudu sisään',
    otherDeviceTitle: 'Avaa linkki siellä, missä pyysit sitä',
    otherDeviceText:
      'Linkkiä pyydettiin toisessa selaimessa tai laitteessa, ja turvallisuutesi vuoksi se toimii vain siellä. Avaa se siellä tai hanki tästä uusi linkki tai koodi.',
    otherDeviceAction: 'Hanki uusi linkki tälle laitteelle',
    deadTitle: 'Linkki ei enää toimi',
    deadText: 'Se on jo käytetty tai vanhentunut. Pyydä uusi.',
    newLink: 'Lähetä uusi linkki',
    oauthCancelled: 'Kirjautuminen peruttiin.',
    oauthFailed: 'Kirjautumispalvelu ei kirjannut sinua sisään. Yritä uudelleen.',
    failedTitle: 'Kirjautuminen epäonnistui',
    retry: 'Yritä uudelleen',
    backToLogin: 'Takaisin kirjautumiseen',
    linkExpired: 'Linkki on vanhentunut. Lähetä uusi kirjautuaksesi.',
    thisBrowserOnly: 'Avaa linkki tässä selaimessa.',
  },
  passkeyOffer: {
    title: 'Luodaanko pääsyavain?',
    text: 'Kirjaudu ensi kerralla sormenjäljellä, kasvoilla tai näytön lukituksella salasanan sijaan.',
    create: 'Luo pääsyavain',
    notNow: 'Ei nyt',
    failed: 'Pääsyavainta ei luotu. Voit lisätä sen myöhemmin.',
  },
  strength: {
    warnings: {
      straightRow: 'Näppäimistön vierekkäiset kirjaimet ovat helppoja arvata.',
      keyPattern: 'Lyhyet näppäinsarjat ovat helppoja arvata.',
      simpleRepeat: 'Toistot kuten "aaa" ovat helppoja arvata.',
      extendedRepeat: 'Toistuvat merkkisarjat "abcabcabc" ovat helppoja arvata.',
      sequences: 'Peräkkäiset merkit kuten "abc" ovat helppoja arvata.',
      recentYears: 'Viime vuodet ovat helppoja arvata.',
      dates: 'Päivät ovat helppoja arvata.',
      topTen: 'Tämä on yksi yleisimmistä salasanoista.',
      topHundred: 'Tämä on hyvin usein käytetty salasana.',
      common: 'Tämä on hyvin yleinen salasana.',
      similarToCommon: 'Tämä on samankaltainen kuin usein käytetty salasana.',
      wordByItself: 'Sana on hyvin helppo arvata.',
      namesByThemselves: 'Yksittäiset nimet ja sukunimet ovat helppoja arvata.',
      commonNames: 'Yleisnimet ja sukunimet ovat helppoja arvata.',
      userInputs: 'Salasanassa ei tulisi olla henkilökohtaista tai sivustoon liittyvää tietoa.',
      pwned: 'Salasanasi on esiintynyt internetissä paljastetussa tietovuodossa.',
    },
    suggestions: {
      l33t: 'Vältä ennustettavissa olevia kirjainvaihtoja kuten esimerkiksi @-merkin käyttöä a:n sijasta.',
      reverseWords: 'Vältä tunnettujen sanojen takaperin kirjoittamista.',
      allUppercase: 'Kirjoita osa kirjaimista isolla, mutta älä kaikkia.',
      capitalization: 'Käytä isoja kirjaimia muutoinkin kuin vain ensimmäisessä kirjaimessa.',
      dates: 'Vältä sinuun liitettävissä olevia päivämääriä ja vuosilukuja.',
      recentYears: 'Vältä lähivuosien käyttöä.',
      associatedYears: 'Vältä sinuun liitettävissä olevien vuosilukujen käyttöä.',
      sequences: 'Vältä tunnettuja merkkisarjoja.',
      repeated: 'Vältä sanojen ja merkkien toistamista.',
      longerKeyboardPattern: 'Käytä salasanassa pidempiä näppäinsarjoja ja vaihda kirjoitussuuntaa useasti.',
      anotherWord: 'Käytä salasanassa lisää vähemmän tunnettuja sanoja.',
      useWords: 'Voit käyttää salasanassa useampia sanoja, mutta vältä kuitenkin tunnettuja lauseita.',
      noNeed: 'Voit luoda vahvan salasanan myös käyttämättä symboleja, numeroita tai isoja kirjaimia.',
      pwned: 'Jos käytät tätä salasanaa muualla, sinun kannattaa vaihtaa se pian.',
    },
  },
  server: {
    noScript:
      'Tämä lomake tarvitsee JavaScriptin. Ota JavaScript käyttöön selaimessa ja lataa sivu uudelleen.',
  },
};

export default fi;
