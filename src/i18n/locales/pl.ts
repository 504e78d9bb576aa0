import type { LoaderMessages, Translations } from '../types';

/** Picks the Polish form of a counted word: 1 znak, 2–4 znaki, 5+ znaków, 1,5 znaku. */
const pluralRules = new Intl.PluralRules('pl');
const plural = (count: number, forms: { one: string; few: string; many: string; other: string }): string => {
  const category = pluralRules.select(count);
  return category === 'one' || category === 'few' || category === 'many' ? forms[category] : forms.other;
};

const loader: LoaderMessages = {
  loadFailed:
    'Nie udało się załadować tej części formularza logowania. Sprawdź połączenie i spróbuj ponownie.',
  retry: 'Spróbuj ponownie',
  reloadNeeded:
    'Nie udało się załadować tej części formularza logowania. Odśwież stronę, aby spróbować ponownie.',
  reload: 'Odśwież stronę',
};

/** Polish (pl). */
const pl: Translations = {
  main: {
    header: 'Zarejestruj się lub zaloguj',
    or: 'lub',
    logoAlt: 'Logo',
  },
  passkeys: {
    login: 'Zaloguj się kluczem dostępu',
    successTitle: 'Gotowe!',
    successText: 'Klucz dostępu został uwierzytelniony.',
    registerTitle: 'Skonfiguruj nowy klucz dostępu',
    create: 'Utwórz klucz dostępu',
    skip: 'Pomiń',
    createdTitle: 'Klucz dostępu został utworzony!',
    listTitle: 'Twoje klucze dostępu',
    existing: 'Istniejące klucze dostępu',
    none: 'Brak kluczy dostępu.',
    setUpAnother: 'Skonfiguruj kolejny klucz dostępu',
    done: 'Gotowe',
    rename: 'Zmień nazwę',
    renameLabel: (name) => `Nowa nazwa dla ${name}`,
    save: 'Zapisz',
    cancel: 'Anuluj',
    delete: 'Usuń',
    deleteLabel: (name) => `Usuń ${name}`,
    confirmDelete: (name) => `Usunąć „${name}”? Logowanie za jego pomocą nie będzie już możliwe.`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `dodano ${created}` : null].filter(Boolean).join(' · '),
    platform: 'To urządzenie',
    securityKey: 'Klucz bezpieczeństwa',
    synced: 'zsynchronizowany',
    noSession:
      'Błąd: Komponentu PasskeyRegistration nie można używać bez aktywnego, uwierzytelnionego użytkownika.',
    errorGeneric: 'Podczas uwierzytelniania kluczem dostępu wystąpił nieznany błąd. Spróbuj ponownie.',
    errorNotFound:
      'Nie znaleziono rejestracji klucza dostępu. Być może klucz został usunięty z konta, ale nie z menedżera haseł. Spróbuj ponownie.',
    errorDuplicate:
      'Nie można utworzyć klucza dostępu, ponieważ wygląda na to, że jest już zarejestrowany. Możliwe, że został zarejestrowany na innym urządzeniu i zsynchronizowany między urządzeniami.',
    errorNotCreated:
      'Klucz dostępu nie został utworzony. Kliknij „Utwórz klucz dostępu”, aby spróbować ponownie, lub pomiń ten krok bez dodawania klucza dostępu.',
  },
  loggedIn: {
    title: 'Zalogowano',
    as: (identifier) => `Zalogowano jako ${identifier}.`,
    logOut: 'Wyloguj się',
    loggingOut: 'Wylogowywanie…',
    logoutFailed: 'Nie udało się powiadomić dostawcy o wylogowaniu. Na tym urządzeniu nastąpiło wylogowanie.',
  },
  email: {
    label: 'Adres e-mail',
    placeholder: 'example@email.com',
    invalid: 'Nieprawidłowy format adresu e-mail.',
    required: 'Wpisz adres e-mail.',
    submit: 'Kontynuuj przez e-mail',
    submitting: 'Wysyłanie…',
  },
  tabs: {
    label: 'Metody logowania',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
  },
  phone: {
    label: 'Numer telefonu',
    countryLabel: 'Kraj',
    placeholder: '(123) 456-7890',
    invalid: 'Nieprawidłowy format numeru telefonu. Upewnij się, że numer jest w formacie E.164.',
    required: 'Wpisz numer telefonu.',
    submitSms: 'Kontynuuj przez SMS',
    submitWhatsapp: 'Kontynuuj przez WhatsApp',
    sending: 'Wysyłanie…',
  },
  otpEmail: {
    invalid: 'Nieprawidłowy adres e-mail.',
  },
  otp: {
    title: 'Wpisz kod',
    sentTo: (destination) => `6-cyfrowy kod został wysłany na ${destination}`,
    codeLabel: 'Kod',
    expiresIn: (timeRemaining) => `Kod wygaśnie za ${timeRemaining}.`,
    expired: 'Kod wygasł.',
    invalidCode: 'Nieprawidłowy format kodu. Spróbuj ponownie.',
    verifying: 'Weryfikowanie kodu...',
    resendPrompt: 'Nie otrzymano kodu?',
    resendLink: 'Wyślij kod ponownie',
    sending: 'Wysyłanie…',
    codeSent: 'Kod został wysłany',
    back: 'Wstecz',
    successTitle: 'Gotowe!',
    successText: 'Kod został zweryfikowany.',
  },
  password: {
    resetTitle: 'Zresetuj hasło',
    chooseHow: 'Wybierz sposób utworzenia konta.',
    createTitle: 'Dokończ tworzenie konta, ustawiając hasło.',
    loginTitle: 'Zaloguj się',
    emailLabel: 'Adres e-mail',
    passwordLabel: 'Hasło',
    show: 'Pokaż hasło',
    hide: 'Ukryj hasło',
    submit: 'Dalej',
    submitting: 'Przetwarzanie…',
    emailMeLink: 'Wyślij mi link logowania e-mailem',
    emailMeCode: 'Wyślij mi kod logowania e-mailem',
    forgot: 'Nie pamiętasz hasła?',
    forgotTitle: 'Nie pamiętasz hasła?',
    forgotText: (email) => `Link do zresetowania hasła został wysłany na adres ${email}.`,
    setNewTitle: 'Sprawdź pocztę e-mail!',
    setNewText: (email) => `Link do ustawienia hasła do konta został wysłany na adres ${email}.`,
    dedupeTitle: 'Sprawdź pocztę e-mail, aby ustawić nowe hasło!',
    dedupeText: (email) =>
      `Chcemy mieć pewność, że konto jest bezpieczne i że to naprawdę Ty się logujesz. Link logowania został wysłany na adres ${email}.`,
    breachedTitle: 'Hasło wymaga zresetowania',
    breachWarning:
      'To hasło mogło zostać użyte w innej witrynie, w której wystąpił problem z bezpieczeństwem. Wybierz inne hasło.',
    sendReset: 'Wyślij mi link do resetowania hasła e-mailem',
    resend: 'Wyślij e-mail ponownie',
    emailResent: 'E-mail został wysłany ponownie',
    resetSubmit: 'Dalej',
    loggingIn: 'Logowanie...',
    missingToken:
      'W adresie tej strony brakuje tokenu resetowania hasła. Otwórz ponownie link z wiadomości e-mail.',
    linkUsedOrExpired:
      'Ten link do resetowania hasła został już użyty lub wygasł. Wpisz adres e-mail, a wyślemy nowy.',
    sendNewLink: 'Wyślij nowy link',
    newLinkSent: (email) =>
      `Nowy link do zresetowania hasła został wysłany na adres ${email}. Otwórz go w skrzynce odbiorczej.`,
    loginLinkFailed: 'Nie udało się zalogować za pomocą tego linku',
    successTitle: 'Gotowe!',
    successText: 'Logowanie zakończyło się pomyślnie.',
    checking: 'Sprawdzanie hasła…',
    strengthLabel: 'Siła hasła',
    strengthLevels: ['Bardzo słabe', 'Słabe', 'Średnie', 'Silne', 'Bardzo silne'],
    ludsLength: (count) =>
      `Musi mieć co najmniej ${count} ${plural(count, { one: 'znak', few: 'znaki', many: 'znaków', other: 'znaku' })}`,
    ludsComplexity: (count) =>
      `Musi zawierać ${count} z następujących elementów: wielka litera, mała litera, cyfra, symbol`,
    met: 'wymaganie spełnione',
    notMet: 'wymaganie niespełnione',
  },
  emailConfirmation: {
    title: 'Sprawdź pocztę e-mail',
    sentTo: (email) => `Wiadomość e-mail została wysłana na adres ${email}.`,
    openGmail: 'Otwórz w Gmailu',
    openYahoo: 'Otwórz w Yahoo',
    openOutlook: 'Otwórz w Outlooku',
    opensInNewTab: '(otwiera się w nowej karcie)',
    tryAgain: 'Spróbuj ponownie',
  },
  config: {
    passkeysAlone:
      'Błąd: Kluczy dostępu (passkeys) nie można używać samodzielnie. Dodaj do konfiguracji inny produkt.',
    emlWithEmailOtp: 'Błąd: Nie można jednocześnie używać EML i OTP przez e-mail',
    invalidJson: (attribute) =>
      `Błąd: Atrybut ${attribute} nie zawiera prawidłowego JSON. Konsola przeglądarki pokazuje, w którym miejscu JSON jest błędny.`,
    unknownProduct: (product) =>
      `Błąd: Nieznany produkt "${product}". Użyj jednego z: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.`,
    missingAttribute: (attribute) => `Błąd: Atrybut ${attribute} jest wymagany.`,
    invalidAttribute: (attribute, detail) => `Błąd: Atrybut ${attribute} jest nieprawidłowy: ${detail}`,
    emptyProducts: 'Błąd: Lista produktów jest pusta. Dodaj produkt do konfiguracji.',
    projectRefused: (detail) => `Błąd: Dostawca odrzucił publiczny token tego elementu: ${detail}`,
    unavailable: 'Logowanie jest teraz niedostępne. Spróbuj ponownie później.',
    noRedirectUrls: (projectName, fields) =>
      `Błąd: Linki wysyłane e-mailem nie miałyby dokąd prowadzić: projekt "${projectName}" nie ma dla nich ` +
      `domyślnego adresu URL przekierowania. Ustaw ${fields.join(', ')} w konfiguracji lub dodaj adresy URL ` +
      'przekierowania do projektu.',
    bootstrapFailed: (detail) =>
      `Nie udało się wczytać ustawień projektu (${detail}). Używane są ustawienia domyślne.`,
    insecureContext: (host) =>
      `Ta strona jest udostępniana przez niezaszyfrowany protokół http z ${host}: przeglądarka nie zachowa ` +
      'plików cookie sesji (mają atrybut Secure), więc logowanie zostanie utracone po ponownym załadowaniu ' +
      'strony. Udostępniaj stronę przez https (localhost może używać http).',
    stylesBlocked:
      'Content Security Policy strony odrzuciła nonce elementu: jego style są zamiast tego stosowane jako adoptowane arkusze stylów (adopted stylesheets).',
  },
  errorScreen: {
    title: 'Wystąpił błąd!',
    back: 'Wróć',
    renderFailed: 'Podczas wyświetlania tego ekranu wystąpił problem. Odśwież stronę i spróbuj ponownie.',
    loadFailed: loader.loadFailed,
    retry: loader.retry,
    loading: 'Ładowanie…',
  },
  watermark: {
    poweredBy: 'Obsługiwane przez',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'Zamknij',
  },
  crypto: {
    continueWith: (wallet) => `Kontynuuj z ${wallet}`,
    other: 'Kontynuuj z innym portfelem kryptowalutowym',
    otherTitle: 'Inne portfele kryptowalutowe',
    setUp: 'Skonfiguruj nowy portfel kryptowalutowy',
    setUpTitle: 'Skonfiguruj nowy portfel kryptowalutowy',
    setUpText: 'Pobierz portfel, utwórz w nim konto, a następnie wróć tutaj, aby kontynuować.',
    download: (wallet) => `Pobierz ${wallet}`,
    newTab: '(otwiera się w nowej karcie)',
    noWallets: 'W tej przeglądarce nie znaleziono portfela kryptowalutowego.',
    connecting: 'Łączenie z portfelem...',
    connectingText: (wallet) => `Zatwierdź połączenie w portfelu ${wallet}.`,
    signing: 'Kończenie żądania podpisu...',
    signingText: (wallet) =>
      `Podpisz wiadomość w portfelu ${wallet}, aby potwierdzić, że ten portfel należy do Ciebie.`,
    successTitle: 'Gotowe!',
    successText: 'Portfel został połączony.',
    errorTitle: 'Wystąpił błąd!',
    rejected: 'Żądanie zostało odrzucone w portfelu.',
    tryAgain: 'Spróbuj ponownie',
    back: 'Wstecz',
  },
  oauth: {
    continueWith: (provider) => `Kontynuuj z ${provider}`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `Nie można wyświetlić One Tap: host tej strony, ${host}, nie jest autoryzowanym źródłem JavaScript klienta OAuth Google w projekcie. Dodaj go w konsoli Google API (przy pracy lokalnej zarówno http://localhost, jak i http://localhost:<port>).`,
      invalid_client:
        'Nie można wyświetlić One Tap: Google nie rozpoznaje identyfikatora klienta zapisanego w ustawieniach OAuth Google projektu.',
      oauth_config_not_found:
        'Nie można wyświetlić One Tap: projekt nie ma klienta OAuth Google. Skonfiguruj go w ustawieniach OAuth.',
      no_login_redirect_urls_set:
        'Nie można wyświetlić One Tap: projekt nie ma adresów URL przekierowania po logowaniu, więc nie można sprawdzić oauthOptions.loginRedirectURL. Dodaj do projektu adresy URL przekierowania po logowaniu.',
      no_signup_redirect_urls_set:
        'Nie można wyświetlić One Tap: projekt nie ma adresów URL przekierowania po rejestracji, więc nie można sprawdzić oauthOptions.signupRedirectURL. Dodaj do projektu adresy URL przekierowania po rejestracji.',
    },
  },
  consent: {
    missingParameter: (param) => `Brak wymaganego parametru: ${param}. Skontaktuj się z twórcą aplikacji.`,
    noSession: 'Nie wykryto aktywnej sesji. Zaloguj się, aby kontynuować.',
    title: (clientName, projectName) => `Zaloguj się do ${clientName} za pomocą ${projectName}`,
    titleCustom: (clientName, projectName) =>
      `${clientName} chce uzyskać dostęp do Twojego konta ${projectName}`,
    intro: (clientName) => `Aplikacja ${clientName} będzie mogła:`,
    scopes: {
      openid: {
        summary: 'Potwierdzać Twoją tożsamość',
        detail: 'Wyświetlać informacje o Twoim koncie.',
      },
      profile: {
        summary: 'Wyświetlać Twój profil',
        detail: 'Twoje imię i nazwisko, zdjęcie profilowe i język.',
      },
      email: {
        summary: 'Wyświetlać Twój adres e-mail',
        detail: 'Adres e-mail Twojego konta.',
      },
      phone: {
        summary: 'Wyświetlać Twój numer telefonu',
        detail: 'Numer telefonu Twojego konta.',
      },
      offline_access: {
        summary: 'Zachować dostęp, gdy nie korzystasz z aplikacji',
        detail: 'Dostęp offline i synchronizacja w tle, dopóki go nie cofniesz.',
      },
      full_access: {
        summary: 'W pełni działać w Twoim imieniu',
        detail: 'Wszystko, co może Twoje konto, w tym zarządzanie Twoimi sesjami.',
      },
    },
    customScope: (scope) => `Używać zakresu ${scope}`,
    scopeName: (scope) => `Zakres: ${scope}`,
    ungrantable: (clientName) =>
      `Nie masz uprawnień, aby przyznać aplikacji ${clientName} dostęp do niektórych z żądanych zakresów.`,
    allow: 'Zezwól',
    deny: 'Odmów',
    theApp: 'Aplikacja',
    logoAlt: (clientName) => `Logo ${clientName}`,
    denied: 'Odmówiono dostępu do aplikacji.',
    redirecting: 'Przekierowywanie…',
    invalidRedirect:
      'Aplikacja poprosiła o kontynuację pod adresem, który nie jest stroną internetową, dlatego logowanie zostało tu przerwane. Skontaktuj się z twórcą aplikacji.',
    successTitle: 'Gotowe!',
    successText: 'Zalogowano. Możesz zamknąć tę stronę.',
    logoutTitle: 'Wylogować się?',
    logoutText: (projectName) => `Czy na pewno chcesz wylogować się z konta ${projectName}?`,
    yes: 'Tak',
    no: 'Nie',
    loggingOut: 'Wylogowywanie…',
    notLoggedOut: 'Nie wylogowano Cię. Możesz zamknąć tę stronę.',
  },
  errors: {
    catalogue: {
      invalid_email: 'Nieprawidłowy format adresu e-mail.',
      invalid_phone_number:
        'Nieprawidłowy format numeru telefonu. Upewnij się, że numer jest w formacie E.164.',
      unsubscribed_phone_number:
        'Numer telefonu został wypisany z subskrypcji. Aby ponownie ją włączyć, wyślij SMS o treści START.',
      inactive_email:
        'Adres e-mail jest oznaczony jako nieaktywny. Użyj innego adresu e-mail lub skontaktuj się z administratorem, jeśli to pomyłka.',
      unauthorized_credentials: 'Nieautoryzowane dane logowania.',
      user_unauthenticated: 'Wywołanie tej metody wymaga aktywnej sesji. Czy logowanie zostało już wykonane?',
      email_not_found: 'Nie znaleziono adresu e-mail.',
      unable_to_auth_magic_link:
        'Nie można uwierzytelnić linku logowania, ponieważ został już użyty lub wygasł. Spróbuj ponownie.',
      no_user_password: 'Nie znaleziono hasła dla tego użytkownika. Spróbuj ponownie.',
      breached_password: 'Hasło znajduje się na liście haseł, które wyciekły, i musi zostać zresetowane.',
      reset_password: 'Hasło musi zostać zresetowane.',
      oauth_token_not_found: 'Nie znaleziono tokenu OAuth.',
      invalid_code: 'Nieprawidłowy format kodu. Spróbuj ponownie.',
      member_password_not_found: 'Nie znaleziono hasła członka.',
      oauth_flow_callback_error: 'Wystąpił błąd w wywołaniu zwrotnym przepływu OAuth. Spróbuj ponownie.',
      unauthorized_action: 'Nieautoryzowana czynność.',
      user_lock_limit_reached: 'Zbyt wiele nieudanych prób uwierzytelnienia. Spróbuj ponownie później.',
      invalid_session_token: 'Nieprawidłowy token sesji.',
      session_not_found: 'Nie znaleziono sesji.',
      invalid_phone_number_country_code:
        'Kod kraju numeru telefonu jest nieprawidłowy, nieobsługiwany lub wyłączony.',
      otp_code_not_found: 'Nieprawidłowy kod. Spróbuj ponownie.',
      duplicate_member_phone_number: 'W tej organizacji istnieje już członek z tym numerem telefonu.',
      too_many_requests: 'Zbyt wiele prób. Spróbuj ponownie za {0}.',
    },
    network: 'Nie udało się połączyć z usługą logowania. Sprawdź połączenie i spróbuj ponownie.',
    unexpected: 'Usługa logowania zwróciła nieoczekiwaną odpowiedź. Spróbuj ponownie.',
    unknown: 'Coś poszło nie tak. Spróbuj ponownie.',
  },
  twoFactor: {
    title: 'Weryfikacja dwuetapowa',
    appPrompt: 'Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej.',
    sentTo: (destination) => `Wpisz 6-cyfrowy kod wysłany na ${destination}.`,
    codeLabel: 'Kod weryfikacyjny',
    verify: 'Zweryfikuj',
    verifying: 'Weryfikowanie…',
    useRecovery: 'Użyj kodu odzyskiwania',
    recoveryTitle: 'Użyj kodu odzyskiwania',
    recoveryPrompt: 'Wpisz jeden z kodów odzyskiwania zapisanych podczas konfiguracji.',
    recoveryLabel: 'Kod odzyskiwania',
    backToCode: 'Użyj kodu weryfikacyjnego',
    otherMethods: 'Zweryfikuj w inny sposób',
    methodTotp: 'Aplikacja uwierzytelniająca',
    methodSms: 'SMS',
    methodEmail: 'E-mail',
    sending: 'Wysyłanie…',
    resend: 'Wyślij nowy kod',
    codeSent: 'Kod wysłany!',
    errors: {
      active_totp_exists: 'Dla Twojego konta jest już skonfigurowana aplikacja uwierzytelniająca.',
      totps_not_found_for_user: 'Dla Twojego konta nie skonfigurowano żadnej aplikacji uwierzytelniającej.',
      totp_not_found: 'Ta aplikacja uwierzytelniająca nie jest już skonfigurowana dla Twojego konta.',
      invalid_totp_code: 'Wpisz 6-cyfrowy kod wyświetlany przez aplikację uwierzytelniającą.',
      expired_totp: 'Ta konfiguracja wygasła. Zacznij od nowa, aby otrzymać nowy kod QR.',
      unable_to_authenticate_totp: 'Ten kod jest nieprawidłowy. Sprawdź go i spróbuj ponownie.',
      totp_code_already_authenticated: 'Ten kod został już użyty. Poczekaj na następny kod w aplikacji.',
      recovery_code_used_as_totp_code:
        'To jest kod odzyskiwania. Aby go użyć, wybierz „Użyj kodu odzyskiwania”.',
      totp_code_used_as_recovery_code:
        'To jest kod z aplikacji uwierzytelniającej. Aby go użyć, wybierz „Użyj kodu weryfikacyjnego”.',
      unable_to_authenticate_recovery_code:
        'Ten kod odzyskiwania jest nieprawidłowy. Sprawdź go i spróbuj ponownie.',
      invalid_recovery_code: 'Ten kod odzyskiwania został już użyty. Każdy kod działa raz: spróbuj innego.',
      otp_code_not_found:
        'Ten kod nie zadziałał. Mógł zostać źle wpisany, wygasnąć lub zostać już użyty: sprawdź go albo wyślij nowy kod.',
      unable_to_auth_otp_code:
        'Ten kod nie zadziałał. Mógł zostać źle wpisany, wygasnąć lub zostać już użyty: sprawdź go albo wyślij nowy kod.',
      invalid_code: 'Wpisz 6-cyfrowy kod, który do Ciebie wysłaliśmy.',
      user_lock_limit_reached: 'Zbyt wiele błędnych kodów. Spróbuj ponownie później.',
    },
    lockedUntil: (time) => `Zbyt wiele błędnych kodów. Spróbuj ponownie po ${time}.`,
    checking: 'Sprawdzanie konta…',
    enrollTitle: 'Skonfiguruj weryfikację dwuetapową',
    enrollScan: 'Zeskanuj ten kod QR aplikacją uwierzytelniającą.',
    qrAlt: 'Kod QR dla aplikacji uwierzytelniającej',
    enrollKey: 'Nie możesz zeskanować? Wpisz ten klucz w aplikacji:',
    copyKey: 'Kopiuj klucz',
    copied: 'Skopiowano!',
    enrollConfirm: 'Następnie wpisz 6-cyfrowy kod pokazany przez aplikację.',
    codesTitle: 'Zapisz kody odzyskiwania',
    codesText:
      'Jeśli stracisz dostęp do aplikacji uwierzytelniającej, każdym kodem zalogujesz się raz. Są pokazywane tylko teraz: przechowuj je w bezpiecznym miejscu.',
    copyCodes: 'Kopiuj kody',
    downloadCodes: 'Pobierz',
    saved: 'Zapisałem te kody',
    continue: 'Dalej',
    regenerate: 'Wygeneruj nowe kody',
    recoveryFileTitle: 'Kody odzyskiwania (każdy działa raz)',
  },
  loader,
  landing: {
    loggingIn: 'Logowanie…',
    confirmTitle: 'Dokończ logowanie',
    confirmText: 'Naciśnij przycisk, aby dokończyć logowanie linkiem z e-maila.',
    confirmWhy: 'Ten krok chroni link przed zużyciem przez skanery bezpieczeństwa poczty.',
    confirmButton: 'Zaloguj się',
    otherDeviceTitle: 'Otwórz link tam, gdzie o niego poproszono',
    otherDeviceText:
      'Ten link zamówiono w innej przeglądarce lub na innym urządzeniu i dla bezpieczeństwa działa tylko tam. Otwórz go tam albo poproś tutaj o nowy link lub kod.',
    otherDeviceAction: 'Nowy link na tym urządzeniu',
    deadTitle: 'Ten link już nie działa',
    deadText: 'Został już użyty lub wygasł. Poproś o nowy.',
    newLink: 'Wyślij nowy link',
    oauthCancelled: 'Logowanie zostało anulowane.',
    oauthFailed: 'Dostawca logowania nie zalogował Cię. Spróbuj ponownie.',
    failedTitle: 'Logowanie nie powiodło się',
    retry: 'Spróbuj ponownie',
    backToLogin: 'Wróć do logowania',
    linkExpired: 'Link wygasł. Wyślij nowy, aby się zalogować.',
    thisBrowserOnly: 'Otwórz link w tej przeglądarce.',
  },
  passkeyOffer: {
    title: 'Utworzyć klucz dostępu?',
    text: 'Następnym razem zaloguj się odciskiem palca, twarzą lub blokadą ekranu zamiast hasłem.',
    create: 'Utwórz klucz dostępu',
    notNow: 'Nie teraz',
    failed: 'Klucz dostępu nie został utworzony. Możesz dodać go później.',
  },
  strength: {
    warnings: {
      straightRow: 'Występujące kolejno po sobie znaki na klawiaturze są łatwe do odgadnięcia.',
      keyPattern: 'Krótkie wzory klawiaturowe są łatwe do odgadnięcia.',
      simpleRepeat: 'Powtarzające się znaki, takie jak „aaa”, są łatwe do odgadnięcia.',
      extendedRepeat: 'Powtarzające się wzorce znaków, takie jak „abcabcabc”, są łatwe do odgadnięcia.',
      sequences: 'Typowe sekwencje znaków, takie jak „abc”, są łatwe do odgadnięcia.',
      recentYears: 'Ostatnie lata są łatwe do odgadnięcia.',
      dates: 'Daty są łatwe do odgadnięcia.',
      topTen: 'To jest przesadnie często używane hasło.',
      topHundred: 'To jest bardzo często używane hasło.',
      common: 'To jest często używane hasło.',
      similarToCommon: 'To jest podobne do często używanego hasła.',
      wordByItself: 'Pojedyncze słowa są łatwe do odgadnięcia.',
      namesByThemselves: 'Pojedyncze imiona lub nazwiska są łatwe do odgadnięcia.',
      commonNames: 'Popularne imiona i nazwiska są łatwe do odgadnięcia.',
      userInputs: 'Nie powinno być żadnych danych osobowych, ani danych dotyczących strony.',
      pwned: 'To hasło zostało już ujawnione w wyniku naruszenia bezpieczeństwa danych w Internecie.',
    },
    suggestions: {
      l33t: 'Unikaj przewidywalnych podstawień liter, takich jak „@” zamiast „a”.',
      reverseWords: 'Unikaj pisowni popularnych słów na wspak.',
      allUppercase: 'Niektóre litery napisz wielkimi literami, lecz nie wszystkie.',
      capitalization: 'Używaj wielkiej litery, nie tylko na początku.',
      dates: 'Unikaj dat i lat, które są z Tobą powiązane.',
      recentYears: 'Unikaj ostatnich lat.',
      associatedYears: 'Unikaj lat, które są z Tobą powiązane.',
      sequences: 'Unikaj typowych sekwencji znaków.',
      repeated: 'Unikaj powtarzających się słów i znaków.',
      longerKeyboardPattern:
        'Używaj dłuższych wzorów klawiaturowych i wielokrotnie zmieniaj kierunek pisania.',
      anotherWord: 'Dodaj więcej słów, które są mniej popularne.',
      useWords: 'Używaj wielu słów, ale unikaj popularnych fraz.',
      noNeed: 'Możesz tworzyć silne hasła bez używania symboli, cyfr lub wielkich liter.',
      pwned: 'Jeśli używasz tego hasła gdzie indziej, powinieneś je zmienić jak najszybciej.',
    },
  },
  server: {
    noScript: 'Ten formularz wymaga JavaScriptu. Włącz JavaScript w przeglądarce i wczytaj stronę ponownie.',
  },
};

export default pl;
