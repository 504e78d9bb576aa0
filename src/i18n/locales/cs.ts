import type { LoaderMessages, Translations } from '../types';

/** Picks the Czech form of a counted word: 1 znak, 2–4 znaky, 5+ znaků, 1,5 znaku. */
const pluralRules = new Intl.PluralRules('cs');
const plural = (count: number, forms: { one: string; few: string; many: string; other: string }): string => {
  const category = pluralRules.select(count);
  return category === 'one' || category === 'few' || category === 'many' ? forms[category] : forms.other;
};

const loader: LoaderMessages = {
  loadFailed:
    'Tuto část přihlašovacího formuláře se nepodařilo načíst. Zkontrolujte připojení a zkuste to znovu.',
  retry: 'Zkusit znovu',
  reloadNeeded: 'Tuto část přihlašovacího formuláře se nepodařilo načíst. Obnovte stránku a zkuste to znovu.',
  reload: 'Obnovit stránku',
};

/** Czech (cs). */
const cs: Translations = {
  main: {
    header: 'Zaregistrujte se nebo se přihlaste',
    or: 'nebo',
    logoAlt: 'Logo',
  },
  passkeys: {
    login: 'Přihlásit se přístupovým klíčem',
    successTitle: 'Hotovo!',
    successText: 'Váš přístupový klíč byl úspěšně ověřen.',
    registerTitle: 'Nastavit nový přístupový klíč',
    create: 'Vytvořit přístupový klíč',
    skip: 'Přeskočit',
    createdTitle: 'Přístupový klíč byl vytvořen!',
    listTitle: 'Vaše přístupové klíče',
    existing: 'Stávající přístupové klíče',
    none: 'Zatím nemáte žádné přístupové klíče.',
    setUpAnother: 'Nastavit další přístupový klíč',
    done: 'Hotovo',
    rename: 'Přejmenovat',
    renameLabel: (name) => `Nový název pro ${name}`,
    save: 'Uložit',
    cancel: 'Zrušit',
    delete: 'Smazat',
    deleteLabel: (name) => `Smazat ${name}`,
    confirmDelete: (name) => `Smazat „${name}“? Už se s ním nebudete moci přihlásit.`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `přidáno ${created}` : null].filter(Boolean).join(' · '),
    platform: 'Toto zařízení',
    securityKey: 'Bezpečnostní klíč',
    synced: 'synchronizováno',
    noSession: 'Chyba: Komponentu PasskeyRegistration nelze použít bez aktivního ověřeného uživatele.',
    errorGeneric: 'Při ověřování přístupovým klíčem došlo k neznámé chybě. Zkuste to znovu.',
    errorNotFound:
      'Registrace přístupového klíče nebyla nalezena. Možná jste přístupový klíč odstranili ze svého účtu, ale ne ze správce hesel. Zkuste to znovu.',
    errorDuplicate:
      'Přístupový klíč nelze vytvořit, protože se zdá, že už je zaregistrovaný. Je možné, že byl zaregistrován na jiném zařízení a synchronizován mezi zařízeními.',
    errorNotCreated:
      'Přístupový klíč nebyl vytvořen. Klikněte na „Vytvořit přístupový klíč“ a zkuste to znovu, nebo tento krok přeskočte bez přidání přístupového klíče.',
  },
  loggedIn: {
    title: 'Jste přihlášeni',
    as: (identifier) => `Přihlášeno jako ${identifier}.`,
    logOut: 'Odhlásit se',
    loggingOut: 'Odhlašování…',
    logoutFailed: 'Poskytovatele se nepodařilo informovat o odhlášení. Na tomto zařízení jste odhlášeni.',
  },
  email: {
    label: 'E-mail',
    placeholder: 'example@email.com',
    invalid: 'Formát e-mailu je neplatný.',
    required: 'Zadejte svůj e-mail.',
    submit: 'Pokračovat přes e-mail',
    submitting: 'Odesílání…',
  },
  tabs: {
    label: 'Způsoby přihlášení',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
  },
  phone: {
    label: 'Telefonní číslo',
    countryLabel: 'Země',
    placeholder: '(123) 456-7890',
    invalid: 'Formát telefonního čísla je neplatný. Zkontrolujte, že je telefonní číslo ve formátu E.164.',
    required: 'Zadejte své telefonní číslo.',
    submitSms: 'Pokračovat přes SMS',
    submitWhatsapp: 'Pokračovat přes WhatsApp',
    sending: 'Odesílání…',
  },
  otpEmail: {
    invalid: 'Neplatná e-mailová adresa.',
  },
  otp: {
    title: 'Zadejte kód',
    sentTo: (destination) => `Na ${destination} jsme vám poslali 6místný kód`,
    codeLabel: 'Kód',
    expiresIn: (timeRemaining) => `Platnost kódu vyprší za ${timeRemaining}.`,
    expired: 'Platnost kódu vypršela.',
    invalidCode: 'Formát kódu je neplatný. Zkuste to znovu.',
    verifying: 'Ověřování kódu...',
    resendPrompt: 'Kód nepřišel?',
    resendLink: 'Poslat kód znovu',
    sending: 'Odesílání…',
    codeSent: 'Kód byl odeslán',
    back: 'Zpět',
    successTitle: 'Hotovo!',
    successText: 'Váš kód byl úspěšně ověřen.',
  },
  password: {
    resetTitle: 'Obnovení hesla',
    chooseHow: 'Zvolte, jak chcete vytvořit účet.',
    createTitle: 'Dokončete vytvoření účtu nastavením hesla.',
    loginTitle: 'Přihlásit se',
    emailLabel: 'E-mail',
    passwordLabel: 'Heslo',
    show: 'Zobrazit heslo',
    hide: 'Skrýt heslo',
    submit: 'Pokračovat',
    submitting: 'Zpracování…',
    emailMeLink: 'Poslat přihlašovací odkaz e-mailem',
    emailMeCode: 'Poslat přihlašovací kód e-mailem',
    forgot: 'Zapomněli jste heslo?',
    forgotTitle: 'Zapomněli jste heslo?',
    forgotText: (email) => `Odkaz pro obnovení hesla jsme vám poslali na adresu ${email}.`,
    setNewTitle: 'Zkontrolujte e-mail!',
    setNewText: (email) => `Odkaz pro nastavení hesla k účtu jsme vám poslali na adresu ${email}.`,
    dedupeTitle: 'Zkontrolujte e-mail a nastavte nové heslo!',
    dedupeText: (email) =>
      `Chceme mít jistotu, že je váš účet zabezpečený a že se přihlašujete opravdu vy. Přihlašovací odkaz jsme poslali na adresu ${email}.`,
    breachedTitle: 'Heslo je třeba obnovit',
    breachWarning:
      'Toto heslo mohlo být použito na jiném webu, kde došlo k bezpečnostnímu incidentu. Zvolte jiné heslo.',
    sendReset: 'Poslat odkaz pro obnovení e-mailem',
    resend: 'Poslat e-mail znovu',
    emailResent: 'E-mail byl znovu odeslán',
    resetSubmit: 'Pokračovat',
    loggingIn: 'Přihlašování...',
    missingToken: 'V adrese této stránky chybí token pro obnovení hesla. Otevřete znovu odkaz z e-mailu.',
    linkUsedOrExpired:
      'Tento odkaz pro obnovení hesla už byl použit nebo vypršela jeho platnost. Zadejte svůj e-mail a my vám pošleme nový.',
    sendNewLink: 'Poslat nový odkaz',
    newLinkSent: (email) =>
      `Nový odkaz pro obnovení hesla jsme poslali na adresu ${email}. Otevřete ho ve své doručené poště.`,
    loginLinkFailed: 'Pomocí tohoto odkazu se nepodařilo přihlásit',
    successTitle: 'Hotovo!',
    successText: 'Úspěšně jste se přihlásili.',
    checking: 'Kontrola hesla…',
    strengthLabel: 'Síla hesla',
    strengthLevels: ['Velmi slabé', 'Slabé', 'Přijatelné', 'Silné', 'Velmi silné'],
    ludsLength: (count) =>
      `Musí mít alespoň ${count} ${plural(count, { one: 'znak', few: 'znaky', many: 'znaku', other: 'znaků' })}`,
    ludsComplexity: (count) =>
      `Musí obsahovat ${count} z následujících: velké písmeno, malé písmeno, číslice, symbol`,
    met: 'požadavek splněn',
    notMet: 'požadavek nesplněn',
  },
  emailConfirmation: {
    title: 'Zkontrolujte e-mail',
    sentTo: (email) => `Na adresu ${email} jsme vám poslali e-mail.`,
    openGmail: 'Otevřít v Gmailu',
    openYahoo: 'Otevřít v Yahoo',
    openOutlook: 'Otevřít v Outlooku',
    opensInNewTab: '(otevře se na nové kartě)',
    tryAgain: 'Zkusit znovu',
  },
  config: {
    passkeysAlone:
      'Chyba: Přístupové klíče (passkeys) nelze používat samostatně. Přidejte do konfigurace další produkt.',
    emlWithEmailOtp: 'Chyba: EML a OTP přes e-mail nelze používat současně',
    invalidJson: (attribute) =>
      `Chyba: Atribut ${attribute} neobsahuje platný JSON. Konzole prohlížeče ukazuje, kde je JSON chybný.`,
    unknownProduct: (product) =>
      `Chyba: Neznámý produkt "${product}". Použijte jeden z: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.`,
    missingAttribute: (attribute) => `Chyba: Atribut ${attribute} je povinný.`,
    invalidAttribute: (attribute, detail) => `Chyba: Atribut ${attribute} je neplatný: ${detail}`,
    emptyProducts: 'Chyba: Seznam produktů je prázdný. Přidejte do konfigurace produkt.',
    projectRefused: (detail) => `Chyba: Poskytovatel odmítl veřejný token tohoto prvku: ${detail}`,
    unavailable: 'Přihlášení teď není k dispozici. Zkuste to prosím později.',
    noRedirectUrls: (projectName, fields) =>
      `Chyba: Odkazy odeslané e-mailem by nikam nevedly: projekt "${projectName}" pro ně nemá výchozí adresu URL ` +
      `pro přesměrování. Nastavte v konfiguraci ${fields.join(', ')} nebo do projektu přidejte adresy URL pro ` +
      'přesměrování.',
    bootstrapFailed: (detail) =>
      `Nastavení projektu se nepodařilo načíst (${detail}), použijí se výchozí hodnoty.`,
    insecureContext: (host) =>
      `Tato stránka se načítá přes nešifrovaný protokol http z ${host}: prohlížeč si neponechá soubory cookie ` +
      'relace (jsou Secure), takže se přihlášení po opětovném načtení stránky ztratí. Poskytujte stránku přes ' +
      'https (localhost může používat http).',
    stylesBlocked:
      'Zásady Content Security Policy stránky odmítly nonce prvku: jeho styly se místo toho použijí jako adoptované šablony stylů (adopted stylesheets).',
  },
  errorScreen: {
    title: 'Vypadá to, že došlo k chybě!',
    back: 'Zpět',
    renderFailed: 'Při zobrazování této obrazovky se něco pokazilo. Obnovte stránku a zkuste to znovu.',
    loadFailed: loader.loadFailed,
    retry: loader.retry,
    loading: 'Načítání…',
  },
  watermark: {
    poweredBy: 'Používá technologii',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'Zavřít',
  },
  crypto: {
    continueWith: (wallet) => `Pokračovat přes ${wallet}`,
    other: 'Pokračovat přes jinou kryptopeněženku',
    otherTitle: 'Další kryptopeněženky',
    setUp: 'Nastavit novou kryptopeněženku',
    setUpTitle: 'Nastavit novou kryptopeněženku',
    setUpText: 'Stáhněte si peněženku, vytvořte si v ní účet a pak se sem vraťte a pokračujte.',
    download: (wallet) => `Stáhnout ${wallet}`,
    newTab: '(otevře se na nové kartě)',
    noWallets: 'V tomto prohlížeči nebyla nalezena žádná kryptopeněženka.',
    connecting: 'Připojování k peněžence...',
    connectingText: (wallet) => `Schvalte připojení v peněžence ${wallet}.`,
    signing: 'Dokončování žádosti o podpis...',
    signingText: (wallet) =>
      `Podepište zprávu v peněžence ${wallet}, abyste prokázali, že je tato peněženka vaše.`,
    successTitle: 'Hotovo!',
    successText: 'Peněženka byla úspěšně připojena.',
    errorTitle: 'Vypadá to, že došlo k chybě!',
    rejected: 'Žádost byla ve vaší peněžence zamítnuta.',
    tryAgain: 'Zkusit znovu',
    back: 'Zpět',
  },
  oauth: {
    continueWith: (provider) => `Pokračovat přes ${provider}`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `One Tap nelze zobrazit: hostitel této stránky, ${host}, není povoleným zdrojem JavaScriptu pro klienta Google OAuth projektu. Přidejte ho v konzoli Google API (pro místní vývoj http://localhost i http://localhost:<port>).`,
      invalid_client:
        'One Tap nelze zobrazit: Google nezná ID klienta uložené v nastavení Google OAuth projektu.',
      oauth_config_not_found:
        'One Tap nelze zobrazit: projekt nemá klienta Google OAuth. Nastavte ho v nastavení OAuth.',
      no_login_redirect_urls_set:
        'One Tap nelze zobrazit: projekt nemá žádné adresy URL pro přesměrování po přihlášení, takže oauthOptions.loginRedirectURL nelze ověřit. Přidejte do projektu adresy URL pro přesměrování po přihlášení.',
      no_signup_redirect_urls_set:
        'One Tap nelze zobrazit: projekt nemá žádné adresy URL pro přesměrování po registraci, takže oauthOptions.signupRedirectURL nelze ověřit. Přidejte do projektu adresy URL pro přesměrování po registraci.',
    },
  },
  consent: {
    missingParameter: (param) => `Chybí povinný parametr: ${param}. Obraťte se prosím na vývojáře aplikace.`,
    noSession: 'Nebyla zjištěna žádná aktivní relace. Pokračujte přihlášením.',
    title: (clientName, projectName) => `Přihlásit se do ${clientName} pomocí ${projectName}`,
    titleCustom: (clientName, projectName) =>
      `${clientName} chce získat přístup k vašemu účtu ${projectName}`,
    intro: (clientName) => `Aplikace ${clientName} bude moci:`,
    scopes: {
      openid: {
        summary: 'Ověřit vaši identitu',
        detail: 'Zobrazit informace o vašem účtu.',
      },
      profile: {
        summary: 'Zobrazit váš profil',
        detail: 'Vaše jméno, profilová fotka a jazyk.',
      },
      email: {
        summary: 'Zobrazit vaši e-mailovou adresu',
        detail: 'E-mailová adresa vašeho účtu.',
      },
      phone: {
        summary: 'Zobrazit vaše telefonní číslo',
        detail: 'Telefonní číslo vašeho účtu.',
      },
      offline_access: {
        summary: 'Zachovat si přístup, když aplikaci nepoužíváte',
        detail: 'Přístup offline a synchronizace na pozadí, dokud jej neodvoláte.',
      },
      full_access: {
        summary: 'Plně jednat vaším jménem',
        detail: 'Vše, co váš účet umí, včetně správy vašich relací.',
      },
    },
    customScope: (scope) => `Používat rozsah ${scope}`,
    scopeName: (scope) => `Rozsah: ${scope}`,
    ungrantable: (clientName) =>
      `Nemáte oprávnění udělit aplikaci ${clientName} přístup k některým z požadovaných rozsahů.`,
    allow: 'Povolit',
    deny: 'Zamítnout',
    theApp: 'Aplikace',
    logoAlt: (clientName) => `Logo ${clientName}`,
    denied: 'Přístup k aplikaci byl zamítnut.',
    redirecting: 'Přesměrování…',
    invalidRedirect:
      'Aplikace požádala o pokračování na adrese, která není webovou stránkou, proto se přihlášení zde zastavilo. Obraťte se prosím na vývojáře aplikace.',
    successTitle: 'Hotovo!',
    successText: 'Jste přihlášeni. Tuto stránku můžete zavřít.',
    logoutTitle: 'Odhlásit se?',
    logoutText: (projectName) => `Opravdu se chcete odhlásit ze svého účtu ${projectName}?`,
    yes: 'Ano',
    no: 'Ne',
    loggingOut: 'Odhlašování…',
    notLoggedOut: 'Nebyli jste odhlášeni. Tuto stránku můžete zavřít.',
  },
  errors: {
    catalogue: {
      invalid_email: 'Formát e-mailu je neplatný.',
      invalid_phone_number:
        'Formát telefonního čísla je neplatný. Zkontrolujte, že je telefonní číslo ve formátu E.164.',
      unsubscribed_phone_number:
        'Telefonní číslo je odhlášeno z odběru. Odběr obnovíte tak, že pošlete SMS s textem START.',
      inactive_email:
        'E-mailová adresa je označena jako neaktivní. Zkuste jinou e-mailovou adresu, nebo se obraťte na správce, pokud si myslíte, že jde o chybu.',
      unauthorized_credentials: 'Neautorizované přihlašovací údaje.',
      user_unauthenticated: 'Volání této metody vyžaduje aktivní relaci. Už jste se přihlásili?',
      email_not_found: 'E-mail nebyl nalezen.',
      unable_to_auth_magic_link:
        'Přihlašovací odkaz se nepodařilo ověřit, protože už byl použit nebo vypršela jeho platnost. Zkuste to znovu.',
      no_user_password: 'Pro tohoto uživatele nebylo nalezeno heslo. Zkuste to znovu.',
      breached_password: 'Heslo se nachází na seznamu uniklých hesel a je nutné ho obnovit.',
      reset_password: 'Heslo je nutné obnovit.',
      oauth_token_not_found: 'Token OAuth nebyl nalezen.',
      invalid_code: 'Formát kódu je neplatný. Zkuste to znovu.',
      member_password_not_found: 'Heslo člena nebylo nalezeno.',
      oauth_flow_callback_error: 'Při zpětném volání toku OAuth došlo k chybě. Zkuste to znovu.',
      unauthorized_action: 'Neautorizovaná akce.',
      user_lock_limit_reached: 'Příliš mnoho neúspěšných pokusů o ověření. Zkuste to znovu později.',
      invalid_session_token: 'Neplatný token relace.',
      session_not_found: 'Relace nebyla nalezena.',
      invalid_phone_number_country_code:
        'Kód země telefonního čísla je neplatný, nepodporovaný nebo zakázaný.',
      otp_code_not_found: 'Neplatný kód. Zkuste to znovu.',
      duplicate_member_phone_number: 'V této organizaci už existuje člen se zadaným telefonním číslem.',
      too_many_requests: 'Příliš mnoho pokusů. Zkuste to znovu za {0}.',
    },
    network: 'Nepodařilo se spojit s přihlašovací službou. Zkontrolujte připojení a zkuste to znovu.',
    unexpected: 'Přihlašovací služba vrátila neočekávanou odpověď. Zkuste to znovu.',
    unknown: 'Něco se pokazilo. Zkuste to znovu.',
  },
  twoFactor: {
    title: 'Dvoufázové ověření',
    appPrompt: 'Zadejte 6místný kód z ověřovací aplikace.',
    sentTo: (destination) => `Zadejte 6místný kód, který jsme poslali na ${destination}.`,
    codeLabel: 'Ověřovací kód',
    verify: 'Ověřit',
    verifying: 'Ověřování…',
    useRecovery: 'Použít záložní kód',
    recoveryTitle: 'Použít záložní kód',
    recoveryPrompt: 'Zadejte jeden ze záložních kódů, které jste si uložili při nastavení.',
    recoveryLabel: 'Záložní kód',
    backToCode: 'Použít ověřovací kód',
    otherMethods: 'Ověřit jinak',
    methodTotp: 'Ověřovací aplikace',
    methodSms: 'SMS',
    methodEmail: 'E-mail',
    sending: 'Odesílání…',
    resend: 'Poslat nový kód',
    codeSent: 'Kód odeslán!',
    errors: {
      active_totp_exists: 'Ověřovací aplikace už je pro váš účet nastavená.',
      totps_not_found_for_user: 'Pro váš účet není nastavená žádná ověřovací aplikace.',
      totp_not_found: 'Tato ověřovací aplikace už pro váš účet není nastavená.',
      invalid_totp_code: 'Zadejte 6místný kód, který zobrazuje ověřovací aplikace.',
      expired_totp: 'Platnost tohoto nastavení vypršela. Začněte znovu a získáte nový QR kód.',
      unable_to_authenticate_totp: 'Tento kód není správný. Zkontrolujte ho a zkuste to znovu.',
      totp_code_already_authenticated: 'Tento kód už byl použit. Počkejte na další kód v aplikaci.',
      recovery_code_used_as_totp_code:
        'Toto je záložní kód. Chcete-li ho použít, zvolte „Použít záložní kód“.',
      totp_code_used_as_recovery_code:
        'Toto je kód z ověřovací aplikace. Chcete-li ho použít, zvolte „Použít ověřovací kód“.',
      unable_to_authenticate_recovery_code:
        'Tento záložní kód není správný. Zkontrolujte ho a zkuste to znovu.',
      invalid_recovery_code: 'Tento záložní kód už byl použit. Každý kód funguje jednou: zkuste jiný.',
      otp_code_not_found:
        'Tento kód nefungoval. Možná je špatně zadaný, vypršel nebo už byl použit: zkontrolujte ho, nebo si pošlete nový kód.',
      unable_to_auth_otp_code:
        'Tento kód nefungoval. Možná je špatně zadaný, vypršel nebo už byl použit: zkontrolujte ho, nebo si pošlete nový kód.',
      invalid_code: 'Zadejte 6místný kód, který jsme vám poslali.',
      user_lock_limit_reached: 'Příliš mnoho chybných kódů. Zkuste to později.',
    },
    lockedUntil: (time) => `Příliš mnoho chybných kódů. Zkuste to znovu po ${time}.`,
    checking: 'Kontrola účtu…',
    enrollTitle: 'Nastavit dvoufázové ověření',
    enrollScan: 'Naskenujte tento QR kód ověřovací aplikací.',
    qrAlt: 'QR kód pro ověřovací aplikaci',
    enrollKey: 'Nemůžete ho naskenovat? Zadejte do aplikace tento klíč:',
    copyKey: 'Kopírovat klíč',
    copied: 'Zkopírováno!',
    enrollConfirm: 'Pak zadejte 6místný kód, který aplikace zobrazí.',
    codesTitle: 'Uložte si záložní kódy',
    codesText:
      'Pokud ztratíte přístup k ověřovací aplikaci, každým kódem se přihlásíte jednou. Zobrazují se jen teď: uložte je na bezpečné místo.',
    copyCodes: 'Kopírovat kódy',
    downloadCodes: 'Stáhnout',
    saved: 'Kódy jsem si uložil(a)',
    continue: 'Pokračovat',
    regenerate: 'Získat nové kódy',
    recoveryFileTitle: 'Záložní kódy (každý funguje jednou)',
  },
  loader,
  landing: {
    loggingIn: 'Přihlašujeme vás…',
    confirmTitle: 'Dokončit přihlášení',
    confirmText: 'Stiskněte tlačítko a dokončete přihlášení odkazem z e-mailu.',
    confirmWhy: 'Tento krok brání bezpečnostním skenerům e-mailu, aby váš odkaz spotřebovaly.',
    confirmButton: 'Přihlásit se',
    otherDeviceTitle: 'Otevřete odkaz tam, kde jste o něj požádali',
    otherDeviceText:
      'Tento odkaz byl vyžádán v jiném prohlížeči nebo na jiném zařízení a z bezpečnostních důvodů funguje jen tam. Otevřete jej tam, nebo si zde vyžádejte nový odkaz či kód.',
    otherDeviceAction: 'Získat nový odkaz na tomto zařízení',
    deadTitle: 'Tento odkaz už nefunguje',
    deadText: 'Už byl použit nebo vypršel. Požádejte o nový.',
    newLink: 'Poslat nový odkaz',
    oauthCancelled: 'Přihlášení bylo zrušeno.',
    oauthFailed: 'Poskytovatel přihlášení vás nepřihlásil. Zkuste to znovu.',
    failedTitle: 'Přihlášení se nezdařilo',
    retry: 'Zkusit znovu',
    backToLogin: 'Zpět na přihlášení',
    linkExpired: 'Platnost odkazu vypršela. Pošlete si nový a přihlaste se.',
    thisBrowserOnly: 'Otevřete odkaz v tomto prohlížeči.',
  },
  passkeyOffer: {
    title: 'Vytvořit přístupový klíč?',
    text: 'Příště se přihlaste otiskem prstu, obličejem nebo zámkem obrazovky místo hesla.',
    create: 'Vytvořit přístupový klíč',
    notNow: 'Teď ne',
    failed: 'Přístupový klíč nebyl vytvořen. Můžete ho přidat později.',
  },
  strength: {
    warnings: {
      straightRow: 'Rovné řady kláves na klávesnici lze snadno uhodnout.',
      keyPattern: 'Krátké vzory klávesnice lze snadno uhodnout.',
      simpleRepeat: 'Opakované znaky jako "aaa" lze snadno uhodnout.',
      extendedRepeat: 'Opakované vzory znaků jako "abcabcabc" lze snadno uhodnout.',
      sequences: 'Běžné sekvence znaků jako "abc" lze snadno uhodnout.',
      recentYears: 'Poslední roky lze snadno uhodnout.',
      dates: 'Termíny lze snadno uhodnout.',
      topTen: 'Toto je velmi často používané heslo.',
      topHundred: 'Toto je často používané heslo.',
      common: 'Toto je běžně používané heslo.',
      similarToCommon: 'Je to podobné jako u běžně používaného hesla.',
      wordByItself: 'Jednotlivá slova lze snadno uhodnout.',
      namesByThemselves: 'Jednotlivá jména nebo příjmení lze snadno uhodnout.',
      commonNames: 'Běžná jména a příjmení lze snadno uhodnout.',
      userInputs: 'Neměly by zde být žádné osobní údaje ani údaje související se stránkou.',
      pwned: 'Vaše heslo bylo odhaleno porušením zabezpečení dat na internetu.',
    },
    suggestions: {
      l33t: 'Vyhněte se předvídatelným záměnám písmen, jako je "@" za "a".',
      reverseWords: 'Vyhněte se obrácenému hláskování běžných slov.',
      allUppercase: 'Některá písmena velká, ale ne všechna.',
      capitalization: 'Pište více než první písmeno velkým písmenem(Upraveno)Obnovit originál.',
      dates: 'Vyhněte se datům a rokům, které jsou s vámi spojeny.',
      recentYears: 'Vyhněte se posledním letům.',
      associatedYears: 'Vyhněte se rokům, které jsou s vámi spojeny.',
      sequences: 'Vyhněte se běžným sekvencím znaků.',
      repeated: 'Vyhněte se opakovaným slovům a znakům.',
      longerKeyboardPattern: 'Používejte delší vzory klávesnice a několikrát změňte směr psaní.',
      anotherWord: 'Přidejte více slov, která jsou méně obvyklá.',
      useWords: 'Používejte více slov, ale vyhněte se běžným frázím.',
      noNeed: 'Silná hesla můžete vytvářet bez použití symbolů, čísel nebo velkých písmen.',
      pwned: 'Pokud toto heslo používáte jinde, měli byste ho změnit.',
    },
  },
  server: {
    noScript: 'Tento formulář potřebuje JavaScript. Zapněte JavaScript v prohlížeči a načtěte stránku znovu.',
  },
};

export default cs;
