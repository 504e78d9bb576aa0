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
    loggingOut: 'Çıkış yapılıyor',
    logoutFailed: 'Çıkış işlemi sağlayıcıya bildirilemedi; bu cihazda oturumunuz kapatıldı.',
  },
  email: {
    label: 'E-posta',
    placeholder: 'example@email.com',
    invalid: 'E-posta biçimi geçersiz.',
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
    unavailableProduct: (product) =>
      `Hata: "${product}" ürünü idp-elements'in bu sürümünde henüz kullanılamıyor.`,
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
    },
    network: 'Giriş hizmetine ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
    unexpected: 'Giriş hizmeti beklenmeyen bir yanıt gönderdi. Lütfen tekrar deneyin.',
    unknown: 'Bir sorun oluştu. Lütfen tekrar deneyin.',
  },
  loader,
};

export default tr;
