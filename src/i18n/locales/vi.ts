import type { Translations } from '../types';

/** Vietnamese (vi). */
const vi: Translations = {
  main: {
    header: 'Đăng ký hoặc đăng nhập',
    or: 'hoặc',
    logoAlt: 'Biểu trưng',
  },
  passkeys: {
    login: 'Đăng nhập bằng khóa truy cập',
    successTitle: 'Thành công!',
    successText: 'Đã xác thực thành công khóa truy cập của bạn.',
    registerTitle: 'Thiết lập khóa truy cập mới',
    create: 'Tạo khóa truy cập',
    skip: 'Bỏ qua',
    createdTitle: 'Đã tạo thành công khóa truy cập!',
    listTitle: 'Khóa truy cập của bạn',
    existing: 'Khóa truy cập hiện có',
    none: 'Chưa có khóa truy cập nào.',
    setUpAnother: 'Thiết lập một khóa truy cập khác',
    done: 'Xong',
    rename: 'Đổi tên',
    renameLabel: (name) => `Tên mới cho ${name}`,
    save: 'Lưu',
    cancel: 'Hủy',
    delete: 'Xóa',
    deleteLabel: (name) => `Xóa ${name}`,
    confirmDelete: (name) => `Xóa “${name}”? Bạn sẽ không thể đăng nhập bằng khóa truy cập này nữa.`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `đã thêm vào ${created}` : null].filter(Boolean).join(' · '),
    platform: 'Thiết bị này',
    securityKey: 'Khóa bảo mật',
    synced: 'đã đồng bộ hóa',
    noSession:
      'Lỗi: Không thể dùng thành phần PasskeyRegistration khi chưa có người dùng đang hoạt động đã được xác thực.',
    errorGeneric:
      'Đã xảy ra lỗi không xác định trong quá trình xác thực bằng khóa truy cập. Vui lòng thử lại.',
    errorNotFound:
      'Không tìm thấy thông tin đăng ký khóa truy cập. Có thể bạn đã xóa khóa truy cập khỏi tài khoản nhưng chưa xóa khỏi trình quản lý mật khẩu. Vui lòng thử lại.',
    errorDuplicate:
      'Không thể tạo khóa truy cập vì có vẻ khóa này đã được đăng ký. Có thể khóa truy cập này đã được đăng ký trên một thiết bị khác và đã được đồng bộ hóa giữa các thiết bị.',
    errorNotCreated:
      'Khóa truy cập của bạn chưa được tạo. Nhấp vào “Tạo khóa truy cập” để thử lại hoặc bỏ qua mà không thêm khóa truy cập.',
  },
  loggedIn: {
    title: 'Bạn đã đăng nhập',
    as: (identifier) => `Đã đăng nhập với tư cách ${identifier}.`,
    logOut: 'Đăng xuất',
    loggingOut: 'Đang đăng xuất…',
    logoutFailed:
      'Không thể thông báo cho nhà cung cấp về việc đăng xuất; bạn đã đăng xuất trên thiết bị này.',
  },
  email: {
    label: 'Email',
    placeholder: 'example@email.com',
    invalid: 'Định dạng email không hợp lệ.',
    required: 'Nhập email của bạn.',
    submit: 'Tiếp tục bằng email',
    submitting: 'Đang gửi…',
  },
  tabs: {
    label: 'Cách đăng nhập',
    sms: 'Tin nhắn',
    whatsapp: 'WhatsApp',
    email: 'Email',
  },
  phone: {
    label: 'Số điện thoại',
    countryLabel: 'Quốc gia',
    placeholder: '(123) 456-7890',
    invalid: 'Định dạng số điện thoại không hợp lệ. Hãy đảm bảo số điện thoại có định dạng E.164.',
    required: 'Nhập số điện thoại của bạn.',
    submitSms: 'Tiếp tục bằng tin nhắn văn bản',
    submitWhatsapp: 'Tiếp tục bằng WhatsApp',
    sending: 'Đang gửi…',
  },
  otpEmail: {
    invalid: 'Địa chỉ email không hợp lệ.',
  },
  otp: {
    title: 'Nhập mã xác minh',
    sentTo: (destination) => `Mã xác minh gồm 6 chữ số đã được gửi đến ${destination}`,
    codeLabel: 'Mã xác minh',
    expiresIn: (timeRemaining) => `Mã của bạn sẽ hết hạn sau ${timeRemaining}.`,
    expired: 'Mã của bạn đã hết hạn.',
    invalidCode: 'Định dạng mã không hợp lệ, vui lòng thử lại.',
    verifying: 'Đang xác minh mã...',
    resendPrompt: 'Bạn chưa nhận được mã?',
    resendLink: 'Gửi lại mã',
    sending: 'Đang gửi…',
    codeSent: 'Đã gửi mã',
    back: 'Quay lại',
    successTitle: 'Thành công!',
    successText: 'Mã xác minh của bạn đã được xác minh thành công.',
  },
  password: {
    resetTitle: 'Đặt lại mật khẩu',
    chooseHow: 'Chọn cách bạn muốn tạo tài khoản.',
    createTitle: 'Hoàn tất việc tạo tài khoản bằng cách đặt mật khẩu.',
    loginTitle: 'Đăng nhập',
    emailLabel: 'Email',
    passwordLabel: 'Mật khẩu',
    show: 'Hiện mật khẩu',
    hide: 'Ẩn mật khẩu',
    submit: 'Tiếp tục',
    submitting: 'Đang xử lý…',
    emailMeLink: 'Gửi cho tôi đường liên kết đăng nhập qua email',
    emailMeCode: 'Gửi cho tôi mã đăng nhập qua email',
    forgot: 'Bạn quên mật khẩu?',
    forgotTitle: 'Bạn quên mật khẩu?',
    forgotText: (email) => `Đường liên kết để đặt lại mật khẩu đã được gửi đến ${email}.`,
    setNewTitle: 'Kiểm tra email của bạn!',
    setNewText: (email) => `Đường liên kết để đặt mật khẩu cho tài khoản của bạn đã được gửi đến ${email}.`,
    dedupeTitle: 'Kiểm tra email để đặt mật khẩu mới!',
    dedupeText: (email) =>
      `Chúng tôi muốn đảm bảo tài khoản của bạn được bảo mật và đúng là bạn đang đăng nhập. Đường liên kết đăng nhập đã được gửi đến ${email}.`,
    breachedTitle: 'Bạn cần đặt lại mật khẩu',
    breachWarning:
      'Mật khẩu này có thể đã được dùng trên một trang web khác từng gặp sự cố bảo mật. Vui lòng chọn mật khẩu khác.',
    sendReset: 'Gửi cho tôi đường liên kết đặt lại qua email',
    resend: 'Gửi lại email',
    emailResent: 'Đã gửi lại email',
    resetSubmit: 'Tiếp tục',
    loggingIn: 'Đang đăng nhập...',
    missingToken:
      'Địa chỉ của trang này cần có mã thông báo đặt lại mật khẩu. Hãy mở lại đường liên kết trong email.',
    linkUsedOrExpired:
      'Đường liên kết đặt lại mật khẩu này đã được sử dụng hoặc đã hết hạn. Hãy nhập email của bạn và chúng tôi sẽ gửi cho bạn một đường liên kết mới.',
    sendNewLink: 'Gửi đường liên kết mới',
    newLinkSent: (email) =>
      `Đường liên kết mới để đặt lại mật khẩu đã được gửi đến ${email}. Hãy mở đường liên kết đó từ hộp thư đến của bạn.`,
    loginLinkFailed: 'Không thể đăng nhập bằng đường liên kết này',
    successTitle: 'Thành công!',
    successText: 'Bạn đã đăng nhập thành công.',
    checking: 'Đang kiểm tra mật khẩu…',
    strengthLabel: 'Độ mạnh của mật khẩu',
    strengthLevels: ['Rất yếu', 'Yếu', 'Trung bình', 'Mạnh', 'Rất mạnh'],
    ludsLength: (count) => `Phải có ít nhất ${count} ký tự`,
    ludsComplexity: (count) => `Phải chứa ${count} trong số các loại sau: chữ hoa, chữ thường, số, ký hiệu`,
    met: 'đã đáp ứng yêu cầu',
    notMet: 'chưa đáp ứng yêu cầu',
  },
  emailConfirmation: {
    title: 'Kiểm tra email của bạn',
    sentTo: (email) => `Một email đã được gửi đến ${email}.`,
    openGmail: 'Mở trong Gmail',
    openYahoo: 'Mở trong Yahoo',
    openOutlook: 'Mở trong Outlook',
    opensInNewTab: '(mở trong thẻ mới)',
    tryAgain: 'Thử lại',
  },
  config: {
    passkeysAlone: 'Lỗi: Không thể chỉ dùng riêng khóa truy cập, vui lòng thêm một sản phẩm khác vào config.',
    emlWithEmailOtp: 'Lỗi: Không thể dùng đồng thời EML và OTP qua email',
    invalidJson: (attribute) =>
      `Lỗi: Thuộc tính ${attribute} không phải là JSON hợp lệ. Bảng điều khiển của trình duyệt cho biết vị trí JSON bị lỗi.`,
    unknownProduct: (product) =>
      `Lỗi: Sản phẩm "${product}" không xác định. Hãy dùng một trong các sản phẩm sau: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.`,
    missingAttribute: (attribute) => `Lỗi: Thuộc tính ${attribute} là bắt buộc.`,
    invalidAttribute: (attribute, detail) => `Lỗi: Thuộc tính ${attribute} không hợp lệ: ${detail}`,
    emptyProducts: 'Lỗi: Danh sách sản phẩm trống, vui lòng thêm một sản phẩm vào config.',
    projectRefused: (detail) =>
      `Lỗi: Nhà cung cấp đã từ chối mã thông báo công khai của phần tử này: ${detail}`,
    unavailable: 'Hiện không thể đăng nhập. Vui lòng thử lại sau.',
    noRedirectUrls: (projectName, fields) =>
      `Lỗi: Các đường liên kết gửi qua email sẽ không có đích đến: dự án "${projectName}" không có URL chuyển hướng mặc định cho các đường liên kết này. ` +
      `Hãy đặt ${fields.join(', ')} trong config hoặc thêm URL chuyển hướng vào dự án.`,
    bootstrapFailed: (detail) =>
      `Không thể tải chế độ cài đặt của dự án (${detail}); đang dùng giá trị mặc định.`,
    insecureContext: (host) =>
      `Trang này được phân phát qua http thông thường từ ${host}: trình duyệt sẽ không giữ cookie phiên (vì đây là cookie Secure), ` +
      'nên trạng thái đăng nhập sẽ mất khi tải lại trang. Hãy phân phát trang qua https (localhost có thể dùng http).',
    stylesBlocked:
      'Chính sách bảo mật nội dung (Content Security Policy) của trang đã từ chối nonce của phần tử: thay vào đó, kiểu của phần tử được áp dụng dưới dạng adopted stylesheet.',
  },
  errorScreen: {
    title: 'Có vẻ như đã xảy ra lỗi!',
    back: 'Quay lại',
    renderFailed: 'Đã xảy ra lỗi khi hiển thị màn hình này. Vui lòng tải lại trang rồi thử lại.',
    loadFailed: 'Không thể tải một phần của biểu mẫu đăng nhập. Hãy kiểm tra kết nối rồi thử lại.',
    retry: 'Thử lại',
    loading: 'Đang tải…',
  },
  watermark: {
    poweredBy: 'Được cung cấp bởi',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'Đóng',
  },
  crypto: {
    continueWith: (wallet) => `Tiếp tục bằng ${wallet}`,
    other: 'Tiếp tục bằng ví tiền mã hóa khác',
    otherTitle: 'Ví tiền mã hóa khác',
    setUp: 'Thiết lập ví tiền mã hóa mới',
    setUpTitle: 'Thiết lập ví tiền mã hóa mới',
    setUpText: 'Tải một ví xuống, tạo tài khoản trong ví đó, sau đó quay lại đây để tiếp tục.',
    download: (wallet) => `Tải ${wallet} xuống`,
    newTab: '(mở trong thẻ mới)',
    noWallets: 'Không tìm thấy ví tiền mã hóa nào trong trình duyệt này.',
    connecting: 'Đang kết nối với ví của bạn...',
    connectingText: (wallet) => `Hãy chấp thuận kết nối trong ${wallet}.`,
    signing: 'Đang hoàn tất yêu cầu chữ ký...',
    signingText: (wallet) => `Hãy ký thông báo trong ${wallet} để chứng minh ví này là của bạn.`,
    successTitle: 'Thành công!',
    successText: 'Bạn đã kết nối ví thành công.',
    errorTitle: 'Có vẻ như đã xảy ra lỗi!',
    rejected: 'Yêu cầu đã bị từ chối trong ví của bạn.',
    tryAgain: 'Thử lại',
    back: 'Quay lại',
  },
  oauth: {
    continueWith: (provider) => `Tiếp tục bằng ${provider}`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `Không thể hiển thị One Tap: máy chủ của trang này, ${host}, không phải là nguồn gốc JavaScript được ủy quyền của ứng dụng OAuth Google trong dự án. Hãy thêm nó trong bảng điều khiển Google API (khi phát triển cục bộ, thêm cả http://localhost và http://localhost:<port>).`,
      invalid_client:
        'Không thể hiển thị One Tap: Google không nhận ra ID ứng dụng đã lưu trong cài đặt OAuth Google của dự án.',
      oauth_config_not_found:
        'Không thể hiển thị One Tap: dự án chưa có ứng dụng OAuth Google. Hãy tạo một ứng dụng trong cài đặt OAuth.',
      no_login_redirect_urls_set:
        'Không thể hiển thị One Tap: dự án không có URL chuyển hướng đăng nhập nên không thể kiểm tra oauthOptions.loginRedirectURL. Hãy thêm URL chuyển hướng đăng nhập cho dự án.',
      no_signup_redirect_urls_set:
        'Không thể hiển thị One Tap: dự án không có URL chuyển hướng đăng ký nên không thể kiểm tra oauthOptions.signupRedirectURL. Hãy thêm URL chuyển hướng đăng ký cho dự án.',
    },
  },
  consent: {
    missingParameter: (param) =>
      `Thiếu tham số bắt buộc: ${param}. Vui lòng liên hệ với nhà phát triển ứng dụng.`,
    noSession: 'Không phát hiện phiên hoạt động nào. Vui lòng đăng nhập để tiếp tục.',
    title: (clientName, projectName) => `Đăng nhập vào ${clientName} bằng ${projectName}`,
    titleCustom: (clientName, projectName) =>
      `${clientName} muốn truy cập vào tài khoản ${projectName} của bạn`,
    intro: (clientName) => `Thao tác này sẽ cho phép ${clientName}:`,
    scopes: {
      openid: {
        summary: 'Xác minh danh tính của bạn',
        detail: 'Xem thông tin tài khoản của bạn.',
      },
      profile: {
        summary: 'Xem hồ sơ của bạn',
        detail: 'Tên, ảnh hồ sơ và ngôn ngữ của bạn.',
      },
      email: {
        summary: 'Xem địa chỉ email của bạn',
        detail: 'Địa chỉ email của tài khoản bạn.',
      },
      phone: {
        summary: 'Xem số điện thoại của bạn',
        detail: 'Số điện thoại của tài khoản bạn.',
      },
      offline_access: {
        summary: 'Duy trì quyền truy cập khi bạn không dùng ứng dụng',
        detail: 'Truy cập ngoại tuyến và đồng bộ trong nền, cho đến khi bạn thu hồi.',
      },
      full_access: {
        summary: 'Hành động hoàn toàn thay mặt bạn',
        detail: 'Mọi việc tài khoản của bạn có thể làm, kể cả quản lý các phiên của bạn.',
      },
    },
    customScope: (scope) => `Sử dụng phạm vi ${scope}`,
    scopeName: (scope) => `Phạm vi: ${scope}`,
    ungrantable: (clientName) =>
      `Bạn không có quyền cấp cho ${clientName} quyền truy cập vào một số phạm vi được yêu cầu.`,
    allow: 'Cho phép',
    deny: 'Từ chối',
    theApp: 'Ứng dụng',
    logoAlt: (clientName) => `Logo của ${clientName}`,
    denied: 'Quyền truy cập vào ứng dụng đã bị từ chối.',
    redirecting: 'Đang chuyển hướng…',
    invalidRedirect:
      'Ứng dụng yêu cầu tiếp tục tại một địa chỉ không phải trang web, vì vậy quá trình đăng nhập đã dừng tại đây. Vui lòng liên hệ với nhà phát triển ứng dụng.',
    successTitle: 'Thành công!',
    successText: 'Bạn đã đăng nhập. Bạn có thể đóng trang này.',
    logoutTitle: 'Đăng xuất?',
    logoutText: (projectName) =>
      `Bạn có chắc chắn muốn đăng xuất khỏi tài khoản ${projectName} của mình không?`,
    yes: 'Có',
    no: 'Không',
    loggingOut: 'Đang đăng xuất…',
    notLoggedOut: 'Bạn chưa bị đăng xuất. Bạn có thể đóng trang này.',
  },
  errors: {
    catalogue: {
      invalid_email: 'Định dạng email không hợp lệ.',
      invalid_phone_number:
        'Định dạng số điện thoại không hợp lệ. Hãy đảm bảo số điện thoại có định dạng E.164.',
      unsubscribed_phone_number:
        'Số điện thoại đã hủy đăng ký nhận tin; hãy đăng ký lại bằng cách nhắn tin START.',
      inactive_email:
        'Địa chỉ email này bị đánh dấu là không hoạt động. Vui lòng thử một địa chỉ email khác hoặc liên hệ với quản trị viên nếu bạn cho rằng đây là nhầm lẫn.',
      unauthorized_credentials: 'Thông tin xác thực không được cấp quyền.',
      user_unauthenticated: 'Cần có phiên đang hoạt động để gọi phương thức này. Bạn đã đăng nhập chưa?',
      email_not_found: 'Không tìm thấy email.',
      unable_to_auth_magic_link:
        'Không thể xác thực magic link vì liên kết này đã được sử dụng hoặc đã hết hạn. Vui lòng thử lại.',
      no_user_password: 'Không tìm thấy mật khẩu cho người dùng này. Vui lòng thử lại.',
      breached_password: 'Mật khẩu này nằm trong danh sách mật khẩu bị rò rỉ và phải được đặt lại.',
      reset_password: 'Bạn phải đặt lại mật khẩu.',
      oauth_token_not_found: 'Không tìm thấy mã thông báo OAuth.',
      invalid_code: 'Định dạng mã không hợp lệ, vui lòng thử lại.',
      member_password_not_found: 'Không tìm thấy mật khẩu của thành viên.',
      oauth_flow_callback_error: 'Đã xảy ra lỗi trong lệnh gọi lại của luồng OAuth. Vui lòng thử lại.',
      unauthorized_action: 'Hành động không được phép.',
      user_lock_limit_reached: 'Có quá nhiều lần xác thực không thành công. Vui lòng thử lại sau.',
      invalid_session_token: 'Mã thông báo phiên không hợp lệ.',
      session_not_found: 'Không tìm thấy phiên.',
      invalid_phone_number_country_code:
        'Mã quốc gia của số điện thoại không hợp lệ, không được hỗ trợ hoặc đã bị tắt.',
      otp_code_not_found: 'Mã xác minh không hợp lệ, vui lòng thử lại.',
      duplicate_member_phone_number: 'Tổ chức này đã có thành viên dùng số điện thoại đã chỉ định.',
      too_many_requests: 'Quá nhiều lần thử. Vui lòng thử lại sau {0}.',
    },
    network: 'Chúng tôi không thể kết nối với dịch vụ đăng nhập. Hãy kiểm tra kết nối rồi thử lại.',
    unexpected: 'Dịch vụ đăng nhập đã gửi một phản hồi không mong muốn. Vui lòng thử lại.',
    unknown: 'Đã xảy ra lỗi. Vui lòng thử lại.',
  },
  loader: {
    loadFailed: 'Không thể tải một phần của biểu mẫu đăng nhập. Hãy kiểm tra kết nối rồi thử lại.',
    retry: 'Thử lại',
    reloadNeeded: 'Không thể tải một phần của biểu mẫu đăng nhập. Hãy tải lại trang để thử lại.',
    reload: 'Tải lại trang',
  },
  strength: {
    warnings: {
      straightRow: 'Các hàng phím thẳng trên bàn phím rất dễ đoán.',
      keyPattern: 'Các mẫu bàn phím ngắn rất dễ đoán.',
      simpleRepeat: 'Các ký tự lặp lại như "aaa" rất dễ đoán.',
      extendedRepeat: 'Các mẫu ký tự lặp lại như "abcabcabc" rất dễ đoán.',
      sequences: 'Các chuỗi ký tự phổ biến như "abc" rất dễ đoán.',
      recentYears: 'Các năm gần đây rất dễ đoán.',
      dates: 'Ngày tháng rất dễ đoán.',
      topTen: 'Đây là mật khẩu được dùng rất nhiều.',
      topHundred: 'Đây là mật khẩu được dùng thường xuyên.',
      common: 'Đây là mật khẩu phổ biến.',
      similarToCommon: 'Mật khẩu này giống một mật khẩu phổ biến.',
      wordByItself: 'Các từ đơn lẻ rất dễ đoán.',
      namesByThemselves: 'Tên hoặc họ đơn lẻ rất dễ đoán.',
      commonNames: 'Các tên và họ phổ biến rất dễ đoán.',
      userInputs: 'Mật khẩu không nên chứa dữ liệu cá nhân hoặc liên quan đến trang.',
      pwned: 'Mật khẩu của bạn đã bị lộ trong một vụ rò rỉ dữ liệu trên Internet.',
    },
    suggestions: {
      l33t: 'Tránh thay thế chữ cái dễ đoán như "@" thay cho "a".',
      reverseWords: 'Tránh viết ngược các từ phổ biến.',
      allUppercase: 'Viết hoa một số chữ cái, nhưng không phải tất cả.',
      capitalization: 'Viết hoa nhiều hơn chỉ chữ cái đầu tiên.',
      dates: 'Tránh ngày tháng và năm gắn với bạn.',
      recentYears: 'Tránh các năm gần đây.',
      associatedYears: 'Tránh các năm gắn với bạn.',
      sequences: 'Tránh các chuỗi ký tự phổ biến.',
      repeated: 'Tránh lặp lại từ và ký tự.',
      longerKeyboardPattern: 'Dùng mẫu bàn phím dài hơn và đổi hướng gõ nhiều lần.',
      anotherWord: 'Thêm nhiều từ ít phổ biến hơn.',
      useWords: 'Dùng nhiều từ, nhưng tránh các cụm từ phổ biến.',
      noNeed: 'Bạn có thể tạo mật khẩu mạnh mà không cần ký hiệu, chữ số hay chữ hoa.',
      pwned: 'Nếu bạn dùng mật khẩu này ở nơi khác, bạn nên đổi nó.',
    },
  },
  server: {
    noScript: 'Biểu mẫu này cần JavaScript. Hãy bật JavaScript trong trình duyệt rồi tải lại trang.',
  },
};

export default vi;
