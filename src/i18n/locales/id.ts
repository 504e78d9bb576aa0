import type { Translations } from '../types';

/** Indonesian (id). */
const id: Translations = {
  main: {
    header: 'Daftar atau masuk',
    or: 'atau',
    logoAlt: 'Logo',
  },
  passkeys: {
    login: 'Masuk dengan kunci sandi',
    successTitle: 'Berhasil!',
    successText: 'Kunci sandi Anda berhasil diautentikasi.',
    registerTitle: 'Siapkan kunci sandi baru',
    create: 'Buat kunci sandi',
    skip: 'Lewati',
    createdTitle: 'Kunci sandi berhasil dibuat!',
    listTitle: 'Kunci sandi Anda',
    existing: 'Kunci sandi yang ada',
    none: 'Belum ada kunci sandi.',
    setUpAnother: 'Siapkan kunci sandi lain',
    done: 'Selesai',
    rename: 'Ganti nama',
    renameLabel: (name) => `Nama baru untuk ${name}`,
    save: 'Simpan',
    cancel: 'Batal',
    delete: 'Hapus',
    deleteLabel: (name) => `Hapus ${name}`,
    confirmDelete: (name) => `Hapus “${name}”? Anda tidak akan bisa masuk lagi dengan kunci sandi ini.`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `ditambahkan ${created}` : null].filter(Boolean).join(' · '),
    platform: 'Perangkat ini',
    securityKey: 'Kunci keamanan',
    synced: 'disinkronkan',
    noSession:
      'Kesalahan: Komponen PasskeyRegistration tidak dapat digunakan tanpa pengguna aktif yang sudah diautentikasi.',
    errorGeneric: 'Terjadi kesalahan yang tidak diketahui saat autentikasi kunci sandi. Silakan coba lagi.',
    errorNotFound:
      'Pendaftaran kunci sandi tidak ditemukan. Anda mungkin telah menghapus kunci sandi dari akun, tetapi tidak dari pengelola sandi. Silakan coba lagi.',
    errorDuplicate:
      'Kunci sandi tidak dapat dibuat karena tampaknya sudah terdaftar. Kunci sandi ini mungkin didaftarkan di perangkat lain, lalu disinkronkan antarperangkat.',
    errorNotCreated:
      'Kunci sandi Anda tidak dibuat. Klik “Buat kunci sandi” untuk mencoba lagi, atau lewati tanpa menambahkan kunci sandi.',
  },
  loggedIn: {
    title: 'Anda sudah masuk',
    as: (identifier) => `Masuk sebagai ${identifier}.`,
    logOut: 'Keluar',
    loggingOut: 'Sedang keluar…',
    logoutFailed: 'Penyedia tidak dapat diberi tahu bahwa Anda keluar; Anda sudah keluar di perangkat ini.',
  },
  email: {
    label: 'Email',
    placeholder: 'example@email.com',
    invalid: 'Format email tidak valid.',
    required: 'Masukkan email Anda.',
    submit: 'Lanjutkan dengan email',
    submitting: 'Mengirim…',
  },
  tabs: {
    label: 'Cara masuk',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
    email: 'Email',
  },
  phone: {
    label: 'Nomor telepon',
    countryLabel: 'Negara',
    placeholder: '(123) 456-7890',
    invalid: 'Format nomor telepon tidak valid. Pastikan nomor telepon menggunakan format E.164.',
    required: 'Masukkan nomor telepon Anda.',
    submitSms: 'Lanjutkan dengan SMS',
    submitWhatsapp: 'Lanjutkan dengan WhatsApp',
    sending: 'Mengirim…',
  },
  otpEmail: {
    invalid: 'Alamat email tidak valid.',
  },
  otp: {
    title: 'Masukkan kode verifikasi',
    sentTo: (destination) => `Kode verifikasi 6 digit telah dikirim ke ${destination}`,
    codeLabel: 'Kode verifikasi',
    expiresIn: (timeRemaining) => `Kode Anda akan kedaluwarsa dalam ${timeRemaining}.`,
    expired: 'Kode Anda sudah kedaluwarsa.',
    invalidCode: 'Format kode tidak valid, silakan coba lagi.',
    verifying: 'Memverifikasi kode...',
    resendPrompt: 'Tidak menerima kode?',
    resendLink: 'Kirim ulang kode',
    sending: 'Mengirim…',
    codeSent: 'Kode terkirim',
    back: 'Kembali',
    successTitle: 'Berhasil!',
    successText: 'Kode verifikasi Anda berhasil diverifikasi.',
  },
  password: {
    resetTitle: 'Setel ulang sandi Anda',
    chooseHow: 'Pilih cara Anda ingin membuat akun.',
    createTitle: 'Selesaikan pembuatan akun Anda dengan menetapkan sandi.',
    loginTitle: 'Masuk',
    emailLabel: 'Email',
    passwordLabel: 'Sandi',
    show: 'Tampilkan sandi',
    hide: 'Sembunyikan sandi',
    submit: 'Lanjutkan',
    submitting: 'Memproses…',
    emailMeLink: 'Kirim link masuk ke email saya',
    emailMeCode: 'Kirim kode masuk ke email saya',
    forgot: 'Lupa sandi?',
    forgotTitle: 'Lupa sandi?',
    forgotText: (email) => `Link untuk menyetel ulang sandi Anda telah dikirim ke ${email}.`,
    setNewTitle: 'Periksa email Anda!',
    setNewText: (email) => `Link untuk menetapkan sandi akun Anda telah dikirim ke ${email}.`,
    dedupeTitle: 'Periksa email Anda untuk menetapkan sandi baru!',
    dedupeText: (email) =>
      `Kami ingin memastikan akun Anda aman dan memang Anda yang sedang masuk. Link masuk telah dikirim ke ${email}.`,
    breachedTitle: 'Sandi Anda perlu disetel ulang',
    breachWarning:
      'Sandi ini mungkin pernah digunakan di situs lain yang mengalami masalah keamanan. Silakan pilih sandi lain.',
    sendReset: 'Kirim link setel ulang ke email saya',
    resend: 'Kirim ulang email',
    emailResent: 'Email telah dikirim ulang',
    resetSubmit: 'Lanjutkan',
    loggingIn: 'Sedang masuk...',
    missingToken: 'Alamat halaman ini harus berisi token setel ulang sandi. Buka lagi link dari email.',
    linkUsedOrExpired:
      'Link setel ulang sandi ini sudah digunakan atau sudah kedaluwarsa. Masukkan email Anda, dan kami akan mengirimkan link baru.',
    sendNewLink: 'Kirim link baru',
    newLinkSent: (email) =>
      `Link baru untuk menyetel ulang sandi Anda telah dikirim ke ${email}. Buka link tersebut dari kotak masuk Anda.`,
    loginLinkFailed: 'Anda tidak dapat masuk dengan link ini',
    successTitle: 'Berhasil!',
    successText: 'Anda berhasil masuk.',
    checking: 'Memeriksa sandi…',
    strengthLabel: 'Kekuatan sandi',
    strengthLevels: ['Sangat lemah', 'Lemah', 'Sedang', 'Kuat', 'Sangat kuat'],
    ludsLength: (count) => `Harus terdiri dari minimal ${count} karakter`,
    ludsComplexity: (count) =>
      `Harus berisi ${count} dari yang berikut: huruf besar, huruf kecil, angka, simbol`,
    met: 'persyaratan terpenuhi',
    notMet: 'persyaratan tidak terpenuhi',
  },
  emailConfirmation: {
    title: 'Periksa email Anda',
    sentTo: (email) => `Email telah dikirim ke ${email}.`,
    openGmail: 'Buka di Gmail',
    openYahoo: 'Buka di Yahoo',
    openOutlook: 'Buka di Outlook',
    opensInNewTab: '(terbuka di tab baru)',
    tryAgain: 'Coba lagi',
  },
  config: {
    passkeysAlone: 'Kesalahan: Kunci sandi tidak dapat digunakan sendiri, tambahkan produk lain ke config.',
    emlWithEmailOtp: 'Kesalahan: EML dan OTP Email tidak dapat digunakan bersamaan',
    invalidJson: (attribute) =>
      `Kesalahan: Atribut ${attribute} bukan JSON yang valid. Konsol browser menunjukkan letak kesalahan pada JSON.`,
    unknownProduct: (product) =>
      `Kesalahan: Produk "${product}" tidak dikenal. Gunakan salah satu dari: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.`,
    missingAttribute: (attribute) => `Kesalahan: Atribut ${attribute} wajib diisi.`,
    invalidAttribute: (attribute, detail) => `Kesalahan: Atribut ${attribute} tidak valid: ${detail}`,
    emptyProducts: 'Kesalahan: Daftar produk kosong, tambahkan produk ke config.',
    projectRefused: (detail) => `Kesalahan: Penyedia menolak token publik elemen ini: ${detail}`,
    unavailable: 'Fitur masuk tidak tersedia saat ini. Silakan coba lagi nanti.',
    noRedirectUrls: (projectName, fields) =>
      `Kesalahan: Link yang dikirim melalui email tidak memiliki tujuan: proyek "${projectName}" tidak memiliki URL pengalihan default untuk link tersebut. ` +
      `Tetapkan ${fields.join(', ')} di config, atau tambahkan URL pengalihan ke proyek.`,
    bootstrapFailed: (detail) =>
      `Setelan proyek tidak dapat dimuat (${detail}); setelan default akan digunakan.`,
    insecureContext: (host) =>
      `Halaman ini ditayangkan melalui http biasa dari ${host}: browser tidak akan menyimpan cookie sesi (cookie tersebut bersifat Secure), ` +
      'sehingga status masuk akan hilang saat halaman dimuat ulang. Tayangkan halaman melalui https (localhost boleh menggunakan http).',
    stylesBlocked:
      'Kebijakan Keamanan Konten (Content Security Policy) halaman menolak nonce elemen: gayanya diterapkan sebagai adopted stylesheet.',
  },
  errorScreen: {
    title: 'Sepertinya terjadi kesalahan!',
    back: 'Kembali',
    renderFailed: 'Terjadi masalah saat menampilkan layar ini. Muat ulang halaman, lalu coba lagi.',
    loadFailed: 'Sebagian formulir masuk tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.',
    retry: 'Coba lagi',
    loading: 'Memuat…',
  },
  watermark: {
    poweredBy: 'Didukung oleh',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'Tutup',
  },
  crypto: {
    continueWith: (wallet) => `Lanjutkan dengan ${wallet}`,
    other: 'Lanjutkan dengan Dompet Kripto lain',
    otherTitle: 'Dompet kripto lainnya',
    setUp: 'Siapkan dompet kripto baru',
    setUpTitle: 'Siapkan dompet kripto baru',
    setUpText: 'Download dompet, buat akun di dalamnya, lalu kembali ke sini untuk melanjutkan.',
    download: (wallet) => `Download ${wallet}`,
    newTab: '(terbuka di tab baru)',
    noWallets: 'Tidak ada dompet kripto yang ditemukan di browser ini.',
    connecting: 'Menghubungkan ke dompet Anda...',
    connectingText: (wallet) => `Setujui koneksi di ${wallet}.`,
    signing: 'Menyelesaikan permintaan tanda tangan...',
    signingText: (wallet) =>
      `Tanda tangani pesan di ${wallet} untuk membuktikan bahwa dompet ini milik Anda.`,
    successTitle: 'Berhasil!',
    successText: 'Dompet Anda berhasil terhubung.',
    errorTitle: 'Sepertinya terjadi kesalahan!',
    rejected: 'Permintaan ditolak di dompet Anda.',
    tryAgain: 'Coba lagi',
    back: 'Kembali',
  },
  oauth: {
    continueWith: (provider) => `Lanjutkan dengan ${provider}`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `One Tap tidak dapat ditampilkan: host halaman ini, ${host}, bukan asal JavaScript resmi untuk klien Google OAuth proyek. Tambahkan di konsol Google API (untuk pengembangan lokal, http://localhost dan http://localhost:<port>).`,
      invalid_client:
        'One Tap tidak dapat ditampilkan: Google tidak mengenali ID klien yang disimpan di setelan Google OAuth proyek.',
      oauth_config_not_found:
        'One Tap tidak dapat ditampilkan: proyek tidak memiliki klien Google OAuth. Siapkan satu di setelan OAuth.',
      no_login_redirect_urls_set:
        'One Tap tidak dapat ditampilkan: proyek tidak memiliki URL pengalihan login, jadi oauthOptions.loginRedirectURL tidak dapat diperiksa. Tambahkan URL pengalihan login ke proyek.',
      no_signup_redirect_urls_set:
        'One Tap tidak dapat ditampilkan: proyek tidak memiliki URL pengalihan pendaftaran, jadi oauthOptions.signupRedirectURL tidak dapat diperiksa. Tambahkan URL pengalihan pendaftaran ke proyek.',
    },
  },
  consent: {
    missingParameter: (param) => `Parameter wajib tidak ada: ${param}. Silakan hubungi developer aplikasi.`,
    noSession: 'Tidak ada sesi aktif yang terdeteksi. Silakan masuk untuk melanjutkan.',
    title: (clientName, projectName) => `Masuk ke ${clientName} dengan ${projectName}`,
    titleCustom: (clientName, projectName) => `${clientName} ingin mengakses akun ${projectName} Anda`,
    intro: (clientName) => `Ini akan mengizinkan ${clientName} untuk:`,
    scopes: {
      openid: {
        summary: 'Memverifikasi identitas Anda',
        detail: 'Melihat informasi akun Anda.',
      },
      profile: {
        summary: 'Melihat profil Anda',
        detail: 'Nama, foto profil, dan bahasa Anda.',
      },
      email: {
        summary: 'Melihat alamat email Anda',
        detail: 'Alamat email akun Anda.',
      },
      phone: {
        summary: 'Melihat nomor telepon Anda',
        detail: 'Nomor telepon akun Anda.',
      },
      offline_access: {
        summary: 'Mempertahankan akses saat Anda tidak menggunakan aplikasi',
        detail: 'Akses offline dan sinkronisasi di latar belakang, hingga Anda mencabutnya.',
      },
      full_access: {
        summary: 'Bertindak sepenuhnya atas nama Anda',
        detail: 'Semua yang dapat dilakukan akun Anda, termasuk mengelola sesi Anda.',
      },
    },
    customScope: (scope) => `Menggunakan cakupan ${scope}`,
    scopeName: (scope) => `Cakupan: ${scope}`,
    ungrantable: (clientName) =>
      `Anda tidak memiliki izin untuk memberi ${clientName} akses ke beberapa cakupan yang diminta.`,
    allow: 'Izinkan',
    deny: 'Tolak',
    theApp: 'Aplikasi',
    logoAlt: (clientName) => `Logo ${clientName}`,
    denied: 'Akses ke aplikasi ditolak.',
    redirecting: 'Mengalihkan…',
    invalidRedirect:
      'Aplikasi meminta untuk melanjutkan ke alamat yang bukan halaman web, jadi proses masuk dihentikan di sini. Silakan hubungi developer aplikasi.',
    successTitle: 'Berhasil!',
    successText: 'Anda sudah masuk. Anda dapat menutup halaman ini.',
    logoutTitle: 'Keluar?',
    logoutText: (projectName) => `Yakin ingin keluar dari akun ${projectName} Anda?`,
    yes: 'Ya',
    no: 'Tidak',
    loggingOut: 'Sedang keluar…',
    notLoggedOut: 'Anda belum keluar. Anda dapat menutup halaman ini.',
  },
  errors: {
    catalogue: {
      invalid_email: 'Format email tidak valid.',
      invalid_phone_number:
        'Format nomor telepon tidak valid. Pastikan nomor telepon menggunakan format E.164.',
      unsubscribed_phone_number:
        'Nomor telepon telah berhenti berlangganan; berlangganan lagi dengan mengirim SMS START.',
      inactive_email:
        'Alamat email ditandai sebagai tidak aktif. Coba alamat email lain, atau hubungi admin jika menurut Anda ini adalah kesalahan.',
      unauthorized_credentials: 'Kredensial tidak sah.',
      user_unauthenticated: 'Harus ada sesi aktif untuk memanggil metode ini. Apakah Anda sudah masuk?',
      email_not_found: 'Email tidak ditemukan.',
      unable_to_auth_magic_link:
        'Magic link tidak dapat diautentikasi karena sudah digunakan atau sudah kedaluwarsa. Silakan coba lagi.',
      no_user_password: 'Sandi tidak ditemukan untuk pengguna ini. Silakan coba lagi.',
      breached_password: 'Sandi ini ada dalam daftar sandi yang bocor dan harus disetel ulang.',
      reset_password: 'Sandi harus disetel ulang.',
      oauth_token_not_found: 'Token OAuth tidak dapat ditemukan.',
      invalid_code: 'Format kode tidak valid, silakan coba lagi.',
      member_password_not_found: 'Sandi anggota tidak ditemukan.',
      oauth_flow_callback_error: 'Terjadi kesalahan pada callback alur OAuth. Silakan coba lagi.',
      unauthorized_action: 'Tindakan tidak sah.',
      user_lock_limit_reached: 'Terlalu banyak upaya autentikasi yang gagal. Silakan coba lagi nanti.',
      invalid_session_token: 'Token sesi tidak valid.',
      session_not_found: 'Sesi tidak ditemukan.',
      invalid_phone_number_country_code:
        'Kode negara nomor telepon tidak valid, tidak didukung, atau dinonaktifkan.',
      otp_code_not_found: 'Kode verifikasi tidak valid, silakan coba lagi.',
      duplicate_member_phone_number: 'Anggota dengan nomor telepon tersebut sudah ada di organisasi ini.',
      too_many_requests: 'Terlalu banyak percobaan. Silakan coba lagi dalam {0}.',
    },
    network: 'Kami tidak dapat menjangkau layanan masuk. Periksa koneksi Anda, lalu coba lagi.',
    unexpected: 'Layanan masuk mengirimkan respons yang tidak terduga. Silakan coba lagi.',
    unknown: 'Terjadi kesalahan. Silakan coba lagi.',
  },
  loader: {
    loadFailed: 'Sebagian formulir masuk tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.',
    retry: 'Coba lagi',
    reloadNeeded: 'Sebagian formulir masuk tidak dapat dimuat. Muat ulang halaman untuk mencoba lagi.',
    reload: 'Muat ulang halaman',
  },
};

export default id;
