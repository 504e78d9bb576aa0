import type { Translations } from '../types';

const loader: Translations['loader'] = {
  loadFailed: 'Giriş formunun bu bölümü yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.',
  retry: 'Tekrar dene',
  reloadNeeded: 'Giriş formunun bu bölümü yüklenemedi. Tekrar denemek için sayfayı yeniden yükleyin.',
  reload: 'Sayfayı yeniden yükle',
};

const phoneInvalid =
  'Telefon numarası biçimi geçersiz. Telefon numarasının E.164 biçiminde olduğundan emin olun.';

/** Turkish (tr). */
const tr: Translations = {
  main: {
    header: 'Kaydolun veya giriş yapın',
    or: 'veya',
    logoAlt: 'Logo',
  },
  passkeys: {
    login: 'Geçiş anahtarıyla giriş yap',
    successTitle: 'Başarılı!',
    successText: 'Geçiş anahtarınız başarıyla doğrulandı.',
    registerTitle: 'Yeni bir geçiş anahtarı ayarlayın',
    create: 'Geçiş anahtarı oluştur',
    skip: 'Atla',
    createdTitle: 'Geçiş anahtarı başarıyla oluşturuldu!',
    listTitle: 'Geçiş anahtarlarınız',
    existing: 'Mevcut geçiş anahtarları',
    none: 'Henüz geçiş anahtarı yok.',
    setUpAnother: 'Başka bir geçiş anahtarı ayarla',
    done: 'Bitti',
    rename: 'Yeniden adlandır',
    renameLabel: (name) => `${name} için yeni ad`,
    save: 'Kaydet',
    cancel: 'İptal',
    delete: 'Sil',
    deleteLabel: (name) => `${name} öğesini sil`,
    confirmDelete: (name) => `“${name}” silinsin mi? Artık bununla giriş yapamayacaksınız.`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `${created} tarihinde eklendi` : null].filter(Boolean).join(' · '),
    platform: 'Bu cihaz',
    securityKey: 'Güvenlik anahtarı',
    synced: 'senkronize',
    noSession:
      'Hata: PasskeyRegistration bileşeni, kimliği doğrulanmış etkin bir kullanıcı olmadan kullanılamaz.',
    errorGeneric:
      'Geçiş anahtarıyla kimlik doğrulama sırasında bilinmeyen bir hata oluştu. Lütfen tekrar deneyin.',
    errorNotFound:
      'Geçiş anahtarı kaydı bulunamadı. Geçiş anahtarını hesabınızdan silmiş ancak şifre yöneticinizden silmemiş olabilirsiniz. Lütfen tekrar deneyin.',
    errorDuplicate:
      'Geçiş anahtarı zaten kayıtlı göründüğü için oluşturulamıyor. Bu geçiş anahtarı başka bir cihazda kaydedilmiş ve cihazlar arasında senkronize edilmiş olabilir.',
    errorNotCreated:
      'Geçiş anahtarınız oluşturulmadı. Tekrar denemek için “Geçiş anahtarı oluştur” düğmesini tıklayın veya geçiş anahtarı eklemeden atlayın.',
  },
  loggedIn: {
    title: 'Giriş yaptınız',
    as: (identifier) => `${identifier} olarak giriş yaptınız.`,
    logOut: 'Çıkış yap',
    loggingOut: 'Çıkış yapılıyor…',
    logoutFailed: 'Çıkış işlemi sağlayıcıya bildirilemedi; bu cihazda oturumunuz kapatıldı.',
  },
  email: {
    label: 'E-posta',
    placeholder: 'example@email.com',
    invalid: 'E-posta biçimi geçersiz.',
    required: 'E-posta adresinizi girin.',
    submit: 'E-postayla devam et',
    submitting: 'Gönderiliyor…',
  },
  tabs: {
    label: 'Giriş yöntemleri',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
    email: 'E-posta',
  },
  phone: {
    label: 'Telefon numarası',
    countryLabel: 'Ülke',
    placeholder: '(123) 456-7890',
    invalid: phoneInvalid,
    required: 'Telefon numaranızı girin.',
    submitSms: 'SMS ile devam et',
    submitWhatsapp: 'WhatsApp ile devam et',
    sending: 'Gönderiliyor…',
  },
  otpEmail: {
    invalid: 'Geçersiz e-posta adresi.',
  },
  otp: {
    title: 'Doğrulama kodunu girin',
    sentTo: (destination) => `6 haneli doğrulama kodu size şuraya gönderildi: ${destination}`,
    codeLabel: 'Doğrulama kodu',
    expiresIn: (timeRemaining) => `Kodunuzun süresi ${timeRemaining} içinde dolacak.`,
    expired: 'Kodunuzun süresi doldu.',
    invalidCode: 'Kod biçimi geçersiz, lütfen tekrar deneyin.',
    verifying: 'Kod doğrulanıyor...',
    resendPrompt: 'Kodu almadınız mı?',
    resendLink: 'Kodu yeniden gönder',
    sending: 'Gönderiliyor…',
    codeSent: 'Kod gönderildi',
    back: 'Geri',
    successTitle: 'Başarılı!',
    successText: 'Doğrulama kodunuz başarıyla doğrulandı.',
  },
  password: {
    resetTitle: 'Şifrenizi sıfırlayın',
    chooseHow: 'Hesabınızı nasıl oluşturmak istediğinizi seçin.',
    createTitle: 'Bir şifre belirleyerek hesabınızı oluşturmayı tamamlayın.',
    loginTitle: 'Giriş yapın',
    emailLabel: 'E-posta',
    passwordLabel: 'Şifre',
    show: 'Şifreyi göster',
    hide: 'Şifreyi gizle',
    submit: 'Devam',
    submitting: 'İşleniyor…',
    emailMeLink: 'Bana e-postayla giriş bağlantısı gönder',
    emailMeCode: 'Bana e-postayla giriş kodu gönder',
    forgot: 'Şifrenizi mi unuttunuz?',
    forgotTitle: 'Şifrenizi mi unuttunuz?',
    forgotText: (email) => `Şifrenizi sıfırlamanız için ${email} adresine bir bağlantı gönderildi.`,
    setNewTitle: 'E-postanızı kontrol edin!',
    setNewText: (email) =>
      `Hesabınız için şifre belirlemenizi sağlayacak bir bağlantı ${email} adresine gönderildi.`,
    dedupeTitle: 'Yeni şifre belirlemek için e-postanızı kontrol edin!',
    dedupeText: (email) =>
      `Hesabınızın güvende olduğundan ve giriş yapanın gerçekten siz olduğunuzdan emin olmak istiyoruz. ${email} adresine bir giriş bağlantısı gönderildi.`,
    breachedTitle: 'Şifrenizin sıfırlanması gerekiyor',
    breachWarning:
      'Bu şifre, güvenlik sorunu yaşamış başka bir sitede kullanılmış olabilir. Lütfen başka bir şifre seçin.',
    sendReset: 'Bana e-postayla sıfırlama bağlantısı gönder',
    resend: 'E-postayı yeniden gönder',
    emailResent: 'E-posta yeniden gönderildi',
    resetSubmit: 'Devam',
    loggingIn: 'Giriş yapılıyor...',
    missingToken:
      'Bu sayfanın adresinde bir şifre sıfırlama belirteci bulunmalıdır. E-postadaki bağlantıyı yeniden açın.',
    linkUsedOrExpired:
      'Bu şifre sıfırlama bağlantısı zaten kullanılmış veya süresi dolmuş. E-posta adresinizi girin, size yenisini gönderelim.',
    sendNewLink: 'Yeni bağlantı gönder',
    newLinkSent: (email) =>
      `Şifrenizi sıfırlamanız için ${email} adresine yeni bir bağlantı gönderildi. Bağlantıyı gelen kutunuzdan açın.`,
    loginLinkFailed: 'Bu bağlantıyla giriş yapılamadı',
    successTitle: 'Başarılı!',
    successText: 'Başarıyla giriş yaptınız.',
    checking: 'Şifre kontrol ediliyor…',
    strengthLabel: 'Şifre gücü',
    strengthLevels: ['Çok zayıf', 'Zayıf', 'Orta', 'Güçlü', 'Çok güçlü'],
    // Turkish nouns do not take a plural ending after a number: one form for every count.
    ludsLength: (count) => `En az ${count} karakter uzunluğunda olmalıdır`,
    ludsComplexity: (count) =>
      `Şunlardan ${count} tanesini içermelidir: büyük harf, küçük harf, rakam, simge`,
    met: 'gereksinim karşılandı',
    notMet: 'gereksinim karşılanmadı',
  },
  emailConfirmation: {
    title: 'E-postanızı kontrol edin',
    sentTo: (email) => `${email} adresine bir e-posta gönderildi.`,
    openGmail: "Gmail'de aç",
    openYahoo: "Yahoo'da aç",
    openOutlook: "Outlook'ta aç",
    opensInNewTab: '(yeni sekmede açılır)',
    tryAgain: 'Tekrar dene',
  },
  config: {
    passkeysAlone: 'Hata: passkeys tek başına kullanılamaz, lütfen yapılandırmaya başka bir ürün ekleyin.',
    emlWithEmailOtp: 'Hata: EML ve E-posta OTP birlikte kullanılamaz',
    invalidJson: (attribute) =>
      `Hata: ${attribute} özniteliği geçerli bir JSON değil. JSON'un nerede bozulduğu tarayıcı konsolunda gösterilir.`,
    unknownProduct: (product) =>
      `Hata: Bilinmeyen ürün "${product}". Şunlardan birini kullanın: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.`,
    missingAttribute: (attribute) => `Hata: ${attribute} özniteliği zorunludur.`,
    invalidAttribute: (attribute, detail) => `Hata: ${attribute} özniteliği geçersiz: ${detail}`,
    emptyProducts: 'Hata: Ürün listesi boş, lütfen yapılandırmaya bir ürün ekleyin.',
    projectRefused: (detail) => `Hata: Sağlayıcı bu öğenin genel belirtecini reddetti: ${detail}`,
    unavailable: 'Giriş şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin.',
    noRedirectUrls: (projectName, fields) =>
      `Hata: E-postayla gönderilen bağlantıların yönlendirileceği bir yer yok: "${projectName}" projesinin bunlar için ` +
      `varsayılan yönlendirme URL'si yok. Yapılandırmada ${fields.join(', ')} ayarlayın veya projeye yönlendirme URL'leri ekleyin.`,
    bootstrapFailed: (detail) => `Proje ayarları yüklenemedi (${detail}); varsayılanlar kullanılıyor.`,
    insecureContext: (host) =>
      `Bu sayfa ${host} üzerinden düz http ile sunuluyor: tarayıcı oturum çerezlerini saklamaz (çerezler ` +
      'Secure olarak işaretli), bu nedenle sayfa yeniden yüklendiğinde oturum kaybolur. Sayfayı https üzerinden sunun (localhost http kullanabilir).',
    stylesBlocked:
      'Sayfanın İçerik Güvenliği Politikası öğenin nonce değerini reddetti: öğenin stilleri bunun yerine benimsenmiş stil sayfaları (adopted stylesheets) olarak uygulanıyor.',
  },
  errorScreen: {
    title: 'Görünüşe göre bir hata oluştu!',
    back: 'Geri dön',
    renderFailed: 'Bu ekran gösterilirken bir sorun oluştu. Lütfen sayfayı yeniden yükleyip tekrar deneyin.',
    loadFailed: loader.loadFailed,
    retry: loader.retry,
    loading: 'Yükleniyor…',
  },
  watermark: {
    poweredBy: 'Altyapı:',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'Kapat',
  },
  crypto: {
    continueWith: (wallet) => `${wallet} ile devam et`,
    other: 'Başka bir kripto cüzdanıyla devam et',
    otherTitle: 'Diğer kripto cüzdanları',
    setUp: 'Yeni bir kripto cüzdanı kur',
    setUpTitle: 'Yeni bir kripto cüzdanı kurun',
    setUpText: 'Bir cüzdan indirin, içinde bir hesap oluşturun, ardından devam etmek için buraya dönün.',
    download: (wallet) => `${wallet} uygulamasını indir`,
    newTab: '(yeni sekmede açılır)',
    noWallets: 'Bu tarayıcıda kripto cüzdanı bulunamadı.',
    connecting: 'Cüzdanınıza bağlanılıyor...',
    connectingText: (wallet) => `${wallet} uygulamasında bağlantıyı onaylayın.`,
    signing: 'İmza isteği tamamlanıyor...',
    signingText: (wallet) =>
      `Bu cüzdanın size ait olduğunu kanıtlamak için ${wallet} uygulamasında mesajı imzalayın.`,
    successTitle: 'Başarılı!',
    successText: 'Cüzdanınızı başarıyla bağladınız.',
    errorTitle: 'Görünüşe göre bir hata oluştu!',
    rejected: 'İstek cüzdanınızda reddedildi.',
    tryAgain: 'Tekrar dene',
    back: 'Geri',
  },
  oauth: {
    continueWith: (provider) => `${provider} ile devam et`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `One Tap gösterilemiyor: bu sayfanın ana makinesi ${host}, projenin Google OAuth istemcisi için yetkilendirilmiş bir JavaScript kaynağı değil. Google API konsolunda ekleyin (yerel geliştirme için hem http://localhost hem de http://localhost:<port>).`,
      invalid_client:
        'One Tap gösterilemiyor: Google, projenin Google OAuth ayarlarında kayıtlı istemci kimliğini tanımıyor.',
      oauth_config_not_found:
        'One Tap gösterilemiyor: projenin bir Google OAuth istemcisi yok. OAuth ayarlarından bir tane oluşturun.',
      no_login_redirect_urls_set:
        "One Tap gösterilemiyor: projede giriş yönlendirme URL'si yok, bu yüzden oauthOptions.loginRedirectURL doğrulanamıyor. Projeye giriş yönlendirme URL'leri ekleyin.",
      no_signup_redirect_urls_set:
        "One Tap gösterilemiyor: projede kayıt yönlendirme URL'si yok, bu yüzden oauthOptions.signupRedirectURL doğrulanamıyor. Projeye kayıt yönlendirme URL'leri ekleyin.",
    },
  },
  consent: {
    missingParameter: (param) =>
      `Zorunlu parametre eksik: ${param}. Lütfen uygulamanın geliştiricisiyle iletişime geçin.`,
    noSession: 'Etkin oturum bulunamadı. Devam etmek için lütfen giriş yapın.',
    title: (clientName, projectName) => `${projectName} ile ${clientName} uygulamasına giriş yapın`,
    titleCustom: (clientName, projectName) => `${clientName}, ${projectName} hesabınıza erişmek istiyor`,
    intro: (clientName) => `Bu, ${clientName} uygulamasının şunları yapmasına izin verir:`,
    scopes: {
      openid: {
        summary: 'Kimliğinizi doğrulamak',
        detail: 'Hesap bilgilerinizi görüntülemek.',
      },
      profile: {
        summary: 'Profilinizi görüntülemek',
        detail: 'Adınız, profil fotoğrafınız ve diliniz.',
      },
      email: {
        summary: 'E-posta adresinizi görüntülemek',
        detail: 'Hesabınızın e-posta adresi.',
      },
      phone: {
        summary: 'Telefon numaranızı görüntülemek',
        detail: 'Hesabınızın telefon numarası.',
      },
      offline_access: {
        summary: 'Uygulamayı kullanmadığınızda erişimi sürdürmek',
        detail: 'İptal edene kadar çevrimdışı erişim ve arka planda eşitleme.',
      },
      full_access: {
        summary: 'Tamamen sizin adınıza hareket etmek',
        detail: 'Oturumlarınızı yönetmek dahil, hesabınızın yapabildiği her şey.',
      },
    },
    customScope: (scope) => `${scope} kapsamını kullanmak`,
    scopeName: (scope) => `Kapsam: ${scope}`,
    ungrantable: (clientName) =>
      `${clientName} uygulamasına istenen kapsamların bazılarına erişim verme izniniz yok.`,
    allow: 'İzin ver',
    deny: 'Reddet',
    theApp: 'Uygulama',
    logoAlt: (clientName) => `${clientName} logosu`,
    denied: 'Uygulamaya erişim reddedildi.',
    redirecting: 'Yönlendiriliyor…',
    invalidRedirect:
      'Uygulama, web sayfası olmayan bir adreste devam etmek istedi; bu nedenle giriş burada durduruldu. Lütfen uygulamanın geliştiricisiyle iletişime geçin.',
    successTitle: 'Başarılı!',
    successText: 'Giriş yaptınız. Bu sayfayı kapatabilirsiniz.',
    logoutTitle: 'Çıkış yapılsın mı?',
    logoutText: (projectName) => `${projectName} hesabınızdan çıkış yapmak istediğinizden emin misiniz?`,
    yes: 'Evet',
    no: 'Hayır',
    loggingOut: 'Çıkış yapılıyor…',
    notLoggedOut: 'Çıkış yapmadınız. Bu sayfayı kapatabilirsiniz.',
  },
  errors: {
    catalogue: {
      invalid_email: 'E-posta biçimi geçersiz.',
      invalid_phone_number: phoneInvalid,
      unsubscribed_phone_number:
        'Telefon numarasının aboneliği iptal edilmiş; yeniden abone olmak için START yazıp SMS olarak gönderin.',
      inactive_email:
        'E-posta adresi etkin değil olarak işaretlenmiş. Lütfen başka bir e-posta adresi deneyin veya bunun bir hata olduğunu düşünüyorsanız yöneticinize başvurun.',
      unauthorized_credentials: 'Yetkisiz kimlik bilgileri.',
      user_unauthenticated: 'Bu yöntemi çağırmak için etkin bir oturumunuz olmalıdır. Giriş yaptınız mı?',
      email_not_found: 'E-posta bulunamadı.',
      unable_to_auth_magic_link:
        'Giriş bağlantısı zaten kullanıldığı veya süresi dolduğu için doğrulanamadı. Lütfen tekrar deneyin.',
      no_user_password: 'Bu kullanıcı için şifre bulunamadı. Lütfen tekrar deneyin.',
      breached_password: 'Şifre, ele geçirilmiş şifreler listesinde yer alıyor ve sıfırlanması gerekiyor.',
      reset_password: 'Şifrenin sıfırlanması gerekiyor.',
      oauth_token_not_found: 'OAuth belirteci bulunamadı.',
      invalid_code: 'Kod biçimi geçersiz, lütfen tekrar deneyin.',
      member_password_not_found: 'Üye şifresi bulunamadı.',
      oauth_flow_callback_error: 'OAuth akışının geri çağrısında bir hata oluştu. Lütfen tekrar deneyin.',
      unauthorized_action: 'Yetkisiz işlem.',
      user_lock_limit_reached:
        'Çok fazla başarısız kimlik doğrulama denemesi. Lütfen daha sonra tekrar deneyin.',
      invalid_session_token: 'Geçersiz oturum belirteci.',
      session_not_found: 'Oturum bulunamadı.',
      invalid_phone_number_country_code:
        'Telefon numarasının ülke kodu geçersiz, desteklenmiyor veya devre dışı.',
      otp_code_not_found: 'Geçersiz doğrulama kodu, lütfen tekrar deneyin.',
      duplicate_member_phone_number: 'Bu kuruluşta belirtilen telefon numarasına sahip bir üye zaten var.',
      too_many_requests: 'Çok fazla deneme yapıldı. Lütfen {0} sonra tekrar deneyin.',
    },
    network: 'Giriş hizmetine ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
    unexpected: 'Giriş hizmeti beklenmeyen bir yanıt gönderdi. Lütfen tekrar deneyin.',
    unknown: 'Bir sorun oluştu. Lütfen tekrar deneyin.',
  },
  loader,
  strength: {
    warnings: {
      straightRow: 'Klavyede aynı satırdaki tuş dizileri kolayca tahmin edilir.',
      keyPattern: 'Kısa klavye desenleri kolayca tahmin edilir.',
      simpleRepeat: '"aaa" gibi tekrar eden karakterler kolayca tahmin edilir.',
      extendedRepeat: '"abcabcabc" gibi tekrar eden kalıplar kolayca tahmin edilir.',
      sequences: '"abc" gibi yaygın karakter dizileri kolayca tahmin edilir.',
      recentYears: 'Son yıllar kolayca tahmin edilir.',
      dates: 'Tarihler kolayca tahmin edilir.',
      topTen: 'Bu, çok yoğun kullanılan bir paroladır.',
      topHundred: 'Bu, sık kullanılan bir paroladır.',
      common: 'Bu, yaygın kullanılan bir paroladır.',
      similarToCommon: 'Yaygın kullanılan bir parolaya çok benziyor.',
      wordByItself: 'Tek başına bir kelime kolayca tahmin edilir.',
      namesByThemselves: 'Tek başına ad veya soyad kolayca tahmin edilir.',
      commonNames: 'Yaygın ad ve soyadlar kolayca tahmin edilir.',
      userInputs: 'Kişisel bilgilerinizi veya bu sayfayla ilgili verileri kullanmayın.',
      pwned: 'Parolanız bir veri ihlalinde açığa çıkmış.',
    },
    suggestions: {
      l33t: '"a" yerine "@" gibi tahmin edilebilir harf değişikliklerinden kaçının.',
      reverseWords: 'Yaygın kelimeleri tersten yazmaktan kaçının.',
      allUppercase: 'Bütün harfleri büyük yazmak yerine yalnızca bazılarını büyük yazın.',
      capitalization: 'Yalnızca ilk harfi değil, başka harfleri de büyük yazın.',
      dates: 'Sizinle ilgili tarih ve yıllardan kaçının.',
      recentYears: 'Son yıllardan kaçının.',
      associatedYears: 'Sizinle ilgili yıllardan kaçının.',
      sequences: 'Yaygın karakter dizilerinden kaçının.',
      repeated: 'Tekrarlanan kelime ve karakterlerden kaçının.',
      longerKeyboardPattern: 'Daha uzun klavye desenleri kullanın ve yazma yönünü birkaç kez değiştirin.',
      anotherWord: 'Daha az kullanılan birkaç kelime daha ekleyin.',
      useWords: 'Birden fazla kelime kullanın; ancak yaygın ifadelerden kaçının.',
      noNeed: 'Sembol, rakam veya büyük harf olmadan da güçlü parolalar oluşturabilirsiniz.',
      pwned: 'Bu parolayı başka bir yerde kullanıyorsanız değiştirmelisiniz.',
    },
  },
  server: {
    noScript: 'Bu form için JavaScript gerekir. Tarayıcınızda JavaScript’i açın ve sayfayı yeniden yükleyin.',
  },
};

export default tr;
