import type { Translations } from '../types';

const plural = new Intl.PluralRules('it');

const loader: Translations['loader'] = {
  loadFailed: 'Impossibile caricare questa parte del modulo di accesso. Controlla la connessione e riprova.',
  retry: 'Riprova',
  reloadNeeded: 'Impossibile caricare questa parte del modulo di accesso. Ricarica la pagina per riprovare.',
  reload: 'Ricarica la pagina',
};

/** Italian (it). */
const italian: Translations = {
  main: {
    header: 'Registrati o accedi',
    or: 'oppure',
    logoAlt: 'Logo',
  },
  passkeys: {
    login: 'Accedi con una passkey',
    successTitle: 'Fatto!',
    successText: 'La passkey è stata autenticata correttamente.',
    registerTitle: 'Configura una nuova passkey',
    create: 'Crea una passkey',
    skip: 'Salta',
    createdTitle: 'Passkey creata correttamente!',
    listTitle: 'Le tue passkey',
    existing: 'Passkey esistenti',
    none: 'Ancora nessuna passkey.',
    setUpAnother: 'Configura un’altra passkey',
    done: 'Fine',
    rename: 'Rinomina',
    renameLabel: (name) => `Nuovo nome per ${name}`,
    save: 'Salva',
    cancel: 'Annulla',
    delete: 'Elimina',
    deleteLabel: (name) => `Elimina ${name}`,
    confirmDelete: (name) => `Eliminare «${name}»? Non potrai più usarla per accedere.`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `aggiunta il ${created}` : null].filter(Boolean).join(' · '),
    platform: 'Questo dispositivo',
    securityKey: 'Chiave di sicurezza',
    synced: 'sincronizzata',
    noSession:
      'Errore: impossibile usare il componente PasskeyRegistration senza un utente autenticato attivo.',
    errorGeneric: 'Si è verificato un errore sconosciuto durante l’autenticazione con la passkey. Riprova.',
    errorNotFound:
      'Registrazione della passkey non trovata. Potresti aver eliminato la passkey dal tuo account ma non dal gestore delle password. Riprova.',
    errorDuplicate:
      'Impossibile creare la passkey perché sembra già registrata. È possibile che sia stata registrata su un altro dispositivo e poi sincronizzata tra i dispositivi.',
    errorNotCreated:
      'La passkey non è stata creata. Fai clic su «Crea una passkey» per riprovare oppure salta questo passaggio senza aggiungere una passkey.',
  },
  loggedIn: {
    title: 'Hai effettuato l’accesso',
    as: (identifier) => `Accesso effettuato come ${identifier}.`,
    logOut: 'Esci',
    loggingOut: 'Uscita in corso…',
    logoutFailed:
      'Non è stato possibile comunicare l’uscita al fornitore del servizio; su questo dispositivo sei disconnesso.',
  },
  email: {
    label: 'Indirizzo e-mail',
    placeholder: 'example@email.com',
    invalid: 'Il formato dell’indirizzo e-mail non è valido.',
    required: 'Inserisci il tuo indirizzo e-mail.',
    submit: 'Continua con l’e-mail',
    submitting: 'Invio in corso…',
  },
  tabs: {
    label: 'Metodi di accesso',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
  },
  phone: {
    label: 'Numero di telefono',
    countryLabel: 'Paese',
    placeholder: '(123) 456-7890',
    invalid:
      'Il formato del numero di telefono non è valido. Assicurati che il numero sia nel formato E.164.',
    required: 'Inserisci il tuo numero di telefono.',
    submitSms: 'Continua con SMS',
    submitWhatsapp: 'Continua con WhatsApp',
    sending: 'Invio in corso…',
  },
  otpEmail: {
    invalid: 'Indirizzo e-mail non valido.',
  },
  otp: {
    title: 'Inserisci il codice',
    sentTo: (destination) => `Abbiamo inviato un codice di 6 cifre a ${destination}`,
    codeLabel: 'Codice',
    expiresIn: (timeRemaining) => `Il codice scade tra ${timeRemaining}.`,
    expired: 'Il codice è scaduto.',
    invalidCode: 'Il formato del codice non è valido. Riprova.',
    verifying: 'Verifica del codice in corso...',
    resendPrompt: 'Non l’hai ricevuto?',
    resendLink: 'Invia di nuovo il codice',
    sending: 'Invio in corso…',
    codeSent: 'Codice inviato',
    back: 'Indietro',
    successTitle: 'Fatto!',
    successText: 'Il codice è stato verificato correttamente.',
  },
  password: {
    resetTitle: 'Reimposta la password',
    chooseHow: 'Scegli come vuoi creare il tuo account.',
    createTitle: 'Imposta una password per completare la creazione dell’account.',
    loginTitle: 'Accedi',
    emailLabel: 'Indirizzo e-mail',
    passwordLabel: 'Password',
    show: 'Mostra password',
    hide: 'Nascondi password',
    submit: 'Continua',
    submitting: 'Elaborazione in corso…',
    emailMeLink: 'Inviami un link di accesso via e-mail',
    emailMeCode: 'Inviami un codice di accesso via e-mail',
    forgot: 'Password dimenticata?',
    forgotTitle: 'Password dimenticata?',
    forgotText: (email) => `Ti abbiamo inviato un link per reimpostare la password all’indirizzo ${email}.`,
    setNewTitle: 'Controlla la posta!',
    setNewText: (email) =>
      `Ti abbiamo inviato un link per impostare la password del tuo account all’indirizzo ${email}.`,
    dedupeTitle: 'Controlla la posta per impostare una nuova password!',
    dedupeText: (email) =>
      `Vogliamo assicurarci che il tuo account sia protetto e che sia davvero tu ad accedere. Ti abbiamo inviato un link di accesso all’indirizzo ${email}.`,
    breachedTitle: 'Devi reimpostare la password',
    breachWarning:
      'Questa password potrebbe essere stata usata su un altro sito che ha subito un problema di sicurezza. Scegli un’altra password.',
    sendReset: 'Inviami un link di reimpostazione via e-mail',
    resend: 'Invia di nuovo l’e-mail',
    emailResent: 'E-mail inviata di nuovo',
    resetSubmit: 'Continua',
    loggingIn: 'Accesso in corso...',
    missingToken:
      'L’indirizzo di questa pagina deve contenere un token di reimpostazione della password. Apri di nuovo il link nell’e-mail.',
    linkUsedOrExpired:
      'Questo link di reimpostazione della password è già stato usato o è scaduto. Inserisci il tuo indirizzo e-mail e te ne invieremo uno nuovo.',
    sendNewLink: 'Invia un nuovo link',
    newLinkSent: (email) =>
      `Ti abbiamo inviato un nuovo link per reimpostare la password all’indirizzo ${email}. Aprilo dalla tua casella di posta.`,
    loginLinkFailed: 'Non è stato possibile accedere con questo link',
    successTitle: 'Fatto!',
    successText: 'Hai effettuato l’accesso.',
    checking: 'Verifica della password…',
    strengthLabel: 'Sicurezza della password',
    strengthLevels: ['Molto debole', 'Debole', 'Sufficiente', 'Forte', 'Molto forte'],
    ludsLength: (count) =>
      `Deve contenere almeno ${count.toString()} ${plural.select(count) === 'one' ? 'carattere' : 'caratteri'}`,
    ludsComplexity: (count) =>
      `Deve contenere ${count.toString()} dei seguenti elementi: lettera maiuscola, lettera minuscola, numero, simbolo`,
    met: 'requisito soddisfatto',
    notMet: 'requisito non soddisfatto',
  },
  emailConfirmation: {
    title: 'Controlla la posta',
    sentTo: (email) => `Abbiamo inviato un’e-mail a ${email}.`,
    openGmail: 'Apri in Gmail',
    openYahoo: 'Apri in Yahoo',
    openOutlook: 'Apri in Outlook',
    opensInNewTab: '(si apre in una nuova scheda)',
    tryAgain: 'Riprova',
  },
  config: {
    passkeysAlone:
      'Errore: le passkey non possono essere usate da sole. Aggiungi un altro prodotto alla configurazione.',
    emlWithEmailOtp: 'Errore: impossibile usare insieme EML e OTP via e-mail',
    invalidJson: (attribute) =>
      `Errore: l’attributo ${attribute} non è un JSON valido. La console del browser indica dove il JSON non è valido.`,
    unknownProduct: (product) =>
      `Errore: prodotto sconosciuto «${product}». Usa uno tra: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.`,
    missingAttribute: (attribute) => `Errore: l’attributo ${attribute} è obbligatorio.`,
    invalidAttribute: (attribute, detail) => `Errore: l’attributo ${attribute} non è valido: ${detail}`,
    emptyProducts: 'Errore: l’elenco dei prodotti è vuoto. Aggiungi un prodotto alla configurazione.',
    projectRefused: (detail) =>
      `Errore: il fornitore del servizio ha rifiutato il token pubblico di questo elemento: ${detail}`,
    unavailable: 'L’accesso non è disponibile al momento. Riprova più tardi.',
    noRedirectUrls: (projectName, fields) =>
      `Errore: i link inviati via e-mail non avrebbero una destinazione: il progetto «${projectName}» non ha un ` +
      `URL di reindirizzamento predefinito per questi link. Imposta ${fields.join(', ')} nella configurazione ` +
      'oppure aggiungi degli URL di reindirizzamento al progetto.',
    bootstrapFailed: (detail) =>
      `Impossibile caricare le impostazioni del progetto (${detail}); verranno usati i valori predefiniti.`,
    insecureContext: (host) =>
      `Questa pagina è servita tramite http semplice da ${host}: il browser non conserverà i cookie di sessione ` +
      '(sono Secure), quindi l’accesso va perso quando si ricarica la pagina. Servi la pagina tramite https ' +
      '(localhost può usare http).',
    stylesBlocked:
      'La Content Security Policy della pagina ha rifiutato il nonce dell’elemento: i suoi stili vengono invece applicati come fogli di stile adottati.',
  },
  errorScreen: {
    title: 'Sembra che si sia verificato un errore!',
    back: 'Torna indietro',
    renderFailed:
      'Si è verificato un problema durante la visualizzazione di questa schermata. Ricarica la pagina e riprova.',
    loadFailed: loader.loadFailed,
    retry: loader.retry,
    loading: 'Caricamento…',
  },
  watermark: {
    poweredBy: 'Con tecnologia',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'Chiudi',
  },
  crypto: {
    continueWith: (wallet) => `Continua con ${wallet}`,
    other: 'Continua con un altro wallet di criptovalute',
    otherTitle: 'Altri wallet di criptovalute',
    setUp: 'Configura un nuovo wallet di criptovalute',
    setUpTitle: 'Configura un nuovo wallet di criptovalute',
    setUpText: 'Scarica un wallet, crea un account al suo interno e poi torna qui per continuare.',
    download: (wallet) => `Scarica ${wallet}`,
    newTab: '(si apre in una nuova scheda)',
    noWallets: 'Nessun wallet di criptovalute trovato in questo browser.',
    connecting: 'Connessione al wallet in corso...',
    connectingText: (wallet) => `Approva la connessione in ${wallet}.`,
    signing: 'Completamento della richiesta di firma...',
    signingText: (wallet) => `Firma il messaggio in ${wallet} per dimostrare che questo wallet è tuo.`,
    successTitle: 'Fatto!',
    successText: 'Il wallet è stato collegato correttamente.',
    errorTitle: 'Sembra che si sia verificato un errore!',
    rejected: 'La richiesta è stata rifiutata nel wallet.',
    tryAgain: 'Riprova',
    back: 'Indietro',
  },
  oauth: {
    continueWith: (provider) => `Continua con ${provider}`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `Impossibile mostrare One Tap: l’host di questa pagina, ${host}, non è un’origine JavaScript autorizzata del client OAuth Google del progetto. Aggiungilo nella console delle API di Google (per lo sviluppo locale, sia http://localhost sia http://localhost:<port>).`,
      invalid_client:
        'Impossibile mostrare One Tap: Google non riconosce l’ID client salvato nelle impostazioni OAuth Google del progetto.',
      oauth_config_not_found:
        'Impossibile mostrare One Tap: il progetto non ha un client OAuth Google. Configurane uno nelle impostazioni OAuth.',
      no_login_redirect_urls_set:
        'Impossibile mostrare One Tap: il progetto non ha URL di reindirizzamento per l’accesso, quindi oauthOptions.loginRedirectURL non può essere verificato. Aggiungi al progetto URL di reindirizzamento per l’accesso.',
      no_signup_redirect_urls_set:
        'Impossibile mostrare One Tap: il progetto non ha URL di reindirizzamento per la registrazione, quindi oauthOptions.signupRedirectURL non può essere verificato. Aggiungi al progetto URL di reindirizzamento per la registrazione.',
    },
  },
  consent: {
    missingParameter: (param) =>
      `Parametro obbligatorio mancante: ${param}. Contatta lo sviluppatore dell’applicazione.`,
    noSession: 'Nessuna sessione attiva rilevata. Accedi per continuare.',
    title: (clientName, projectName) => `Accedi a ${clientName} con ${projectName}`,
    titleCustom: (clientName, projectName) => `${clientName} vuole accedere al tuo account ${projectName}`,
    intro: (clientName) => `In questo modo ${clientName} potrà:`,
    scopes: {
      openid: {
        summary: 'Verificare la tua identità',
        detail: 'Vedere le informazioni del tuo account.',
      },
      profile: {
        summary: 'Vedere il tuo profilo',
        detail: 'Il tuo nome, la tua foto del profilo e la tua lingua.',
      },
      email: {
        summary: 'Vedere il tuo indirizzo email',
        detail: 'L’indirizzo email del tuo account.',
      },
      phone: {
        summary: 'Vedere il tuo numero di telefono',
        detail: 'Il numero di telefono del tuo account.',
      },
      offline_access: {
        summary: 'Mantenere l’accesso mentre non usi l’app',
        detail: 'Accesso offline e sincronizzazione in background, finché non lo revochi.',
      },
      full_access: {
        summary: 'Agire pienamente per tuo conto',
        detail: 'Tutto ciò che il tuo account può fare, compresa la gestione delle tue sessioni.',
      },
    },
    customScope: (scope) => `Usare l’ambito ${scope}`,
    scopeName: (scope) => `Ambito: ${scope}`,
    ungrantable: (clientName) =>
      `Non hai le autorizzazioni per concedere a ${clientName} l’accesso ad alcuni degli ambiti richiesti.`,
    allow: 'Consenti',
    deny: 'Nega',
    theApp: 'L’app',
    logoAlt: (clientName) => `Logo di ${clientName}`,
    denied: 'L’accesso all’applicazione è stato negato.',
    redirecting: 'Reindirizzamento…',
    invalidRedirect:
      'L’applicazione ha chiesto di proseguire verso un indirizzo che non è una pagina web, quindi l’accesso si è fermato qui. Contatta lo sviluppatore dell’applicazione.',
    successTitle: 'Fatto!',
    successText: 'Hai effettuato l’accesso. Puoi chiudere questa pagina.',
    logoutTitle: 'Uscire?',
    logoutText: (projectName) => `Vuoi davvero uscire dal tuo account ${projectName}?`,
    yes: 'Sì',
    no: 'No',
    loggingOut: 'Uscita in corso…',
    notLoggedOut: 'Non sei uscito dall’account. Puoi chiudere questa pagina.',
  },
  errors: {
    catalogue: {
      invalid_email: 'Il formato dell’indirizzo e-mail non è valido.',
      invalid_phone_number:
        'Il formato del numero di telefono non è valido. Assicurati che il numero sia nel formato E.164.',
      unsubscribed_phone_number:
        'Questo numero ha annullato l’iscrizione; per iscriverti di nuovo, invia START via SMS.',
      inactive_email:
        'Questo indirizzo e-mail è contrassegnato come inattivo. Prova un altro indirizzo e-mail oppure contatta l’amministratore se pensi che si tratti di un errore.',
      unauthorized_credentials: 'Credenziali non autorizzate.',
      user_unauthenticated:
        'Per chiamare questo metodo serve una sessione attiva. Hai già effettuato l’accesso?',
      email_not_found: 'Indirizzo e-mail non trovato.',
      unable_to_auth_magic_link:
        'Impossibile autenticare il link di accesso perché è già stato usato o è scaduto. Riprova.',
      no_user_password: 'Nessuna password trovata per questo utente. Riprova.',
      breached_password:
        'Questa password compare nell’elenco delle password compromesse e deve essere reimpostata.',
      reset_password: 'La password deve essere reimpostata.',
      oauth_token_not_found: 'Impossibile trovare il token OAuth.',
      invalid_code: 'Il formato del codice non è valido. Riprova.',
      member_password_not_found: 'Password del membro non trovata.',
      oauth_flow_callback_error: 'Si è verificato un errore nel callback del flusso OAuth. Riprova.',
      unauthorized_action: 'Azione non autorizzata.',
      user_lock_limit_reached: 'Troppi tentativi di autenticazione non riusciti. Riprova più tardi.',
      invalid_session_token: 'Token di sessione non valido.',
      session_not_found: 'Sessione non trovata.',
      invalid_phone_number_country_code:
        'Il prefisso internazionale del numero di telefono non è valido, non è supportato o è disattivato.',
      otp_code_not_found: 'Codice non valido. Riprova.',
      duplicate_member_phone_number:
        'In questa organizzazione esiste già un membro con il numero di telefono specificato.',
      too_many_requests: 'Troppi tentativi. Riprova tra {0}.',
    },
    network: 'Impossibile raggiungere il servizio di accesso. Controlla la connessione e riprova.',
    unexpected: 'Il servizio di accesso ha inviato una risposta imprevista. Riprova.',
    unknown: 'Si è verificato un problema. Riprova.',
  },
  twoFactor: {
    title: 'Verifica in due passaggi',
    appPrompt: 'Inserisci il codice a 6 cifre della tua app di autenticazione.',
    sentTo: (destination) => `Inserisci il codice a 6 cifre inviato a ${destination}.`,
    codeLabel: 'Codice di verifica',
    verify: 'Verifica',
    verifying: 'Verifica in corso…',
    useRecovery: 'Usa un codice di recupero',
    recoveryTitle: 'Usa un codice di recupero',
    recoveryPrompt: 'Inserisci uno dei codici di recupero salvati durante la configurazione.',
    recoveryLabel: 'Codice di recupero',
    backToCode: 'Usa invece un codice di verifica',
    otherMethods: 'Verifica in un altro modo',
    methodTotp: 'App di autenticazione',
    methodSms: 'SMS',
    methodEmail: 'Email',
    sending: 'Invio in corso…',
    resend: 'Invia un nuovo codice',
    codeSent: 'Codice inviato!',
    errors: {
      active_totp_exists: 'Per il tuo account è già configurata un’app di autenticazione.',
      totps_not_found_for_user: 'Per il tuo account non è configurata alcuna app di autenticazione.',
      totp_not_found: 'Questa app di autenticazione non è più configurata per il tuo account.',
      invalid_totp_code: 'Inserisci il codice a 6 cifre mostrato dalla tua app di autenticazione.',
      expired_totp: 'Questa configurazione è scaduta. Ricomincia per ottenere un nuovo codice QR.',
      unable_to_authenticate_totp: 'Il codice non è corretto. Controllalo e riprova.',
      totp_code_already_authenticated:
        'Questo codice è già stato usato. Attendi il codice successivo nell’app.',
      recovery_code_used_as_totp_code:
        'Questo è un codice di recupero. Per usarlo, scegli «Usa un codice di recupero».',
      totp_code_used_as_recovery_code:
        'Questo è un codice della tua app di autenticazione. Per usarlo, scegli «Usa invece un codice di verifica».',
      unable_to_authenticate_recovery_code: 'Il codice di recupero non è corretto. Controllalo e riprova.',
      invalid_recovery_code:
        'Questo codice di recupero è già stato usato. Ogni codice funziona una sola volta: provane un altro.',
      otp_code_not_found:
        'Il codice non ha funzionato. Forse è stato digitato male, è scaduto o è già stato usato: controllalo o invia un nuovo codice.',
      unable_to_auth_otp_code:
        'Il codice non ha funzionato. Forse è stato digitato male, è scaduto o è già stato usato: controllalo o invia un nuovo codice.',
      invalid_code: 'Inserisci il codice a 6 cifre che ti abbiamo inviato.',
      user_lock_limit_reached: 'Troppi codici errati. Riprova più tardi.',
    },
    lockedUntil: (time) => `Troppi codici errati. Riprova dopo le ${time}.`,
    checking: 'Controllo dell’account in corso…',
    enrollTitle: 'Configura la verifica in due passaggi',
    enrollScan: 'Scansiona questo codice QR con la tua app di autenticazione.',
    qrAlt: 'Codice QR per la tua app di autenticazione',
    enrollKey: 'Non riesci a scansionarlo? Inserisci questa chiave nell’app:',
    copyKey: 'Copia chiave',
    copied: 'Copiato!',
    enrollConfirm: 'Poi inserisci il codice a 6 cifre mostrato dall’app.',
    codesTitle: 'Salva i codici di recupero',
    codesText:
      'Se perdi l’accesso all’app di autenticazione, ogni codice ti consente di accedere una volta. Sono mostrati solo ora: conservali in un luogo sicuro.',
    copyCodes: 'Copia codici',
    downloadCodes: 'Scarica',
    saved: 'Ho salvato questi codici',
    continue: 'Continua',
    regenerate: 'Ottieni nuovi codici',
    recoveryFileTitle: 'Codici di recupero (ognuno funziona una volta)',
  },
  loader,
  landing: {
    loggingIn: 'Accesso in corso…',
    confirmTitle: 'Completa l’accesso',
    confirmText: 'Premi il pulsante per completare l’accesso con il link della tua email.',
    confirmWhy: 'Questo passaggio impedisce agli scanner di sicurezza della posta di consumare il tuo link.',
    confirmButton: 'Accedi',
    otherDeviceTitle: 'Apri il link dove l’hai richiesto',
    otherDeviceText:
      'Questo link è stato richiesto in un altro browser o su un altro dispositivo e, per la tua sicurezza, funziona solo lì. Aprilo lì oppure ottieni qui un nuovo link o codice.',
    otherDeviceAction: 'Ottieni un nuovo link su questo dispositivo',
    deadTitle: 'Questo link non funziona più',
    deadText: 'È già stato usato o è scaduto. Richiedine uno nuovo.',
    newLink: 'Invia un nuovo link',
    oauthCancelled: 'L’accesso è stato annullato.',
    oauthFailed: 'Il provider di accesso non ti ha fatto accedere. Riprova.',
    failedTitle: 'Accesso non riuscito',
    retry: 'Riprova',
    backToLogin: 'Torna all’accesso',
    linkExpired: 'Il link è scaduto. Inviane uno nuovo per accedere.',
    thisBrowserOnly: 'Apri il link in questo browser.',
  },
  passkeyOffer: {
    title: 'Creare una passkey?',
    text: 'La prossima volta accedi con l’impronta, il volto o il blocco schermo invece della password.',
    create: 'Crea una passkey',
    notNow: 'Non ora',
    failed: 'La passkey non è stata creata. Potrai aggiungerne una più tardi.',
  },
  strength: {
    warnings: {
      straightRow: 'Le sequenze lineari dei tasti sulla tastiera sono facili da indovinare.',
      keyPattern: 'Le brevi combinazioni di tasti sono facili da indovinare.',
      simpleRepeat: 'I caratteri ripetuti come "aaa" sono facili da indovinare.',
      extendedRepeat: 'Le combinazioni di caratteri ripetuti come "abcabcabc" sono facili da indovinare.',
      sequences: 'Le sequenze di caratteri comuni come "abc" sono facili da indovinare.',
      recentYears: 'Gli anni recenti sono facili da indovinare.',
      dates: 'Le date sono facili da indovinare.',
      topTen: 'Questa è una password molto usata.',
      topHundred: 'Questa è una password usata spesso.',
      common: 'Questa è una password di uso comune.',
      similarToCommon: 'Questa assomiglia a una password di uso comune.',
      wordByItself: 'Le singole parole sono facili da indovinare.',
      namesByThemselves: 'I singoli nomi o cognomi sono facili da indovinare.',
      commonNames: 'I nomi e cognomi comuni sono facili da indovinare.',
      userInputs: 'Non devono essere presenti dati personali o relativi alla pagina.',
      pwned: 'La tua password è stata esposta da una violazione dei dati su Internet.',
    },
    suggestions: {
      l33t: 'Evita prevedibili sostituzioni di lettere come "@" per "a".',
      reverseWords: 'Evita di scrivere parole di uso comune al contrario.',
      allUppercase: 'Scrivi alcune lettere in maiuscolo, ma non tutte.',
      capitalization: "Scrivi la prima lettera e almeno un'altra in maiuscolo.",
      dates: 'Evita le date e gli anni associati alla tua persona.',
      recentYears: 'Evita gli anni recenti.',
      associatedYears: 'Evita gli anni associati alla tua persona.',
      sequences: 'Evita le sequenze di caratteri comuni.',
      repeated: 'Evita la ripetizione di parole e caratteri.',
      longerKeyboardPattern:
        'Usa combinazioni di tasti più lunghe e cambia più volte la direzione di digitazione.',
      anotherWord: 'Aggiungi un maggior numero di parole meno comuni.',
      useWords: 'Usa più parole, ma evita frasi comuni.',
      noNeed: 'Puoi creare password complesse senza utilizzare simboli, numeri o lettere maiuscole.',
      pwned: 'Se usi questa password altrove, dovresti cambiarla.',
    },
  },
  server: {
    noScript: 'Questo modulo richiede JavaScript. Attiva JavaScript nel browser e ricarica la pagina.',
  },
};

export default italian;
