import type { Translations } from '../types';

/** Korean (ko). */
const ko: Translations = {
  main: {
    header: '가입 또는 로그인',
    or: '또는',
    logoAlt: '로고',
  },
  passkeys: {
    login: '패스키로 로그인',
    successTitle: '완료되었습니다!',
    successText: '패스키 인증이 완료되었습니다.',
    registerTitle: '새 패스키 설정',
    create: '패스키 만들기',
    skip: '건너뛰기',
    createdTitle: '패스키가 생성되었습니다!',
    listTitle: '내 패스키',
    existing: '등록된 패스키',
    none: '아직 패스키가 없습니다.',
    setUpAnother: '다른 패스키 설정',
    done: '완료',
    rename: '이름 변경',
    renameLabel: (name) => `${name}의 새 이름`,
    save: '저장',
    cancel: '취소',
    delete: '삭제',
    deleteLabel: (name) => `${name} 삭제`,
    confirmDelete: (name) =>
      `“${name}”을(를) 삭제하시겠습니까? 삭제하면 이 패스키로 더 이상 로그인할 수 없습니다.`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `${created}에 추가됨` : null].filter(Boolean).join(' · '),
    platform: '이 기기',
    securityKey: '보안 키',
    synced: '동기화됨',
    noSession: '오류: 인증된 활성 사용자가 없으면 PasskeyRegistration 구성요소를 사용할 수 없습니다.',
    errorGeneric: '패스키 인증 중에 알 수 없는 오류가 발생했습니다. 다시 시도해 주세요.',
    errorNotFound:
      '패스키 등록 정보를 찾을 수 없습니다. 계정에서는 패스키를 삭제했지만 비밀번호 관리자에서는 삭제하지 않았을 수 있습니다. 다시 시도해 주세요.',
    errorDuplicate:
      '이미 등록된 패스키로 보여 만들 수 없습니다. 이 패스키가 다른 기기에서 등록된 후 기기 간에 동기화되었을 수 있습니다.',
    errorNotCreated:
      '패스키가 생성되지 않았습니다. 다시 시도하려면 “패스키 만들기”를 클릭하세요. 패스키를 추가하지 않고 건너뛸 수도 있습니다.',
  },
  loggedIn: {
    title: '로그인되었습니다',
    as: (identifier) => `${identifier}(으)로 로그인되어 있습니다.`,
    logOut: '로그아웃',
    loggingOut: '로그아웃하는 중…',
    logoutFailed: '로그아웃 사실을 제공업체에 알리지 못했지만, 이 기기에서는 로그아웃되었습니다.',
  },
  email: {
    label: '이메일',
    placeholder: 'example@email.com',
    invalid: '이메일 형식이 올바르지 않습니다.',
    required: '이메일을 입력하세요.',
    submit: '이메일로 계속하기',
    submitting: '전송 중…',
  },
  tabs: {
    label: '로그인 방법',
    sms: '문자',
    whatsapp: 'WhatsApp',
    email: '이메일',
  },
  phone: {
    label: '전화번호',
    countryLabel: '국가',
    placeholder: '(123) 456-7890',
    invalid: '전화번호 형식이 올바르지 않습니다. 전화번호가 E.164 형식인지 확인하세요.',
    required: '전화번호를 입력하세요.',
    submitSms: '문자 메시지로 계속하기',
    submitWhatsapp: 'WhatsApp으로 계속하기',
    sending: '전송 중…',
  },
  otpEmail: {
    invalid: '유효하지 않은 이메일 주소입니다.',
  },
  otp: {
    title: '인증 코드 입력',
    sentTo: (destination) => `${destination}(으)로 6자리 인증 코드를 보냈습니다`,
    codeLabel: '인증 코드',
    expiresIn: (timeRemaining) => `코드가 ${timeRemaining} 후에 만료됩니다.`,
    expired: '코드가 만료되었습니다.',
    invalidCode: '코드 형식이 올바르지 않습니다. 다시 시도해 주세요.',
    verifying: '인증 코드 확인 중...',
    resendPrompt: '코드를 받지 못하셨나요?',
    resendLink: '코드 재전송',
    sending: '전송 중…',
    codeSent: '코드를 보냈습니다',
    back: '뒤로',
    successTitle: '완료되었습니다!',
    successText: '인증 코드가 확인되었습니다.',
  },
  password: {
    resetTitle: '비밀번호 재설정',
    chooseHow: '계정을 만들 방법을 선택하세요.',
    createTitle: '비밀번호를 설정하여 계정 만들기를 완료하세요.',
    loginTitle: '로그인',
    emailLabel: '이메일',
    passwordLabel: '비밀번호',
    show: '비밀번호 표시',
    hide: '비밀번호 숨기기',
    submit: '계속',
    submitting: '처리 중…',
    emailMeLink: '이메일로 로그인 링크 받기',
    emailMeCode: '이메일로 로그인 코드 받기',
    forgot: '비밀번호를 잊으셨나요?',
    forgotTitle: '비밀번호를 잊으셨나요?',
    forgotText: (email) => `${email}(으)로 비밀번호 재설정 링크를 보냈습니다.`,
    setNewTitle: '이메일을 확인하세요!',
    setNewText: (email) => `${email}(으)로 계정 비밀번호를 설정할 수 있는 링크를 보냈습니다.`,
    dedupeTitle: '이메일을 확인하여 새 비밀번호를 설정하세요!',
    dedupeText: (email) =>
      `계정을 안전하게 보호하고 본인이 로그인하는 것인지 확인하기 위해 ${email}(으)로 로그인 링크를 보냈습니다.`,
    breachedTitle: '비밀번호를 재설정해야 합니다',
    breachWarning:
      '이 비밀번호는 보안 문제가 발생한 다른 사이트에서 사용되었을 수 있습니다. 다른 비밀번호를 선택해 주세요.',
    sendReset: '이메일로 재설정 링크 받기',
    resend: '이메일 재전송',
    emailResent: '이메일을 다시 보냈습니다',
    resetSubmit: '계속',
    loggingIn: '로그인하는 중...',
    missingToken:
      '이 페이지의 주소에 비밀번호 재설정 토큰이 있어야 합니다. 이메일의 링크를 다시 열어 주세요.',
    linkUsedOrExpired:
      '이 비밀번호 재설정 링크는 이미 사용되었거나 만료되었습니다. 이메일을 입력하시면 새 링크를 보내 드립니다.',
    sendNewLink: '새 링크 보내기',
    newLinkSent: (email) =>
      `${email}(으)로 새 비밀번호 재설정 링크를 보냈습니다. 받은편지함에서 링크를 열어 주세요.`,
    loginLinkFailed: '이 링크로 로그인할 수 없습니다',
    successTitle: '완료되었습니다!',
    successText: '로그인되었습니다.',
    checking: '비밀번호 확인 중…',
    strengthLabel: '비밀번호 강도',
    strengthLevels: ['매우 약함', '약함', '보통', '강함', '매우 강함'],
    ludsLength: (count) => `${count}자 이상이어야 합니다`,
    ludsComplexity: (count) => `다음 중 ${count}가지를 포함해야 합니다: 대문자, 소문자, 숫자, 기호`,
    met: '요구사항 충족',
    notMet: '요구사항 미충족',
  },
  emailConfirmation: {
    title: '이메일을 확인하세요',
    sentTo: (email) => `${email}(으)로 이메일을 보냈습니다.`,
    openGmail: 'Gmail에서 열기',
    openYahoo: 'Yahoo에서 열기',
    openOutlook: 'Outlook에서 열기',
    opensInNewTab: '(새 탭에서 열림)',
    tryAgain: '다시 시도',
  },
  config: {
    passkeysAlone: '오류: 패스키는 단독으로 사용할 수 없습니다. config에 다른 제품을 추가하세요.',
    emlWithEmailOtp: '오류: EML과 이메일 OTP를 함께 사용할 수 없습니다',
    invalidJson: (attribute) =>
      `오류: ${attribute} 속성이 유효한 JSON이 아닙니다. JSON이 잘못된 위치는 브라우저 콘솔에서 확인할 수 있습니다.`,
    unknownProduct: (product) =>
      `오류: 알 수 없는 제품 "${product}"입니다. emailMagicLinks, otp, passwords, passkeys, oauth, crypto 중 하나를 사용하세요.`,
    missingAttribute: (attribute) => `오류: ${attribute} 속성은 필수입니다.`,
    invalidAttribute: (attribute, detail) => `오류: ${attribute} 속성이 잘못되었습니다: ${detail}`,
    emptyProducts: '오류: 제품 목록이 비어 있습니다. config에 제품을 추가하세요.',
    projectRefused: (detail) => `오류: 제공업체가 이 요소의 공개 토큰을 거부했습니다: ${detail}`,
    unavailable: '지금은 로그인할 수 없습니다. 나중에 다시 시도해 주세요.',
    noRedirectUrls: (projectName, fields) =>
      `오류: 이메일로 보낸 링크가 이동할 곳이 없습니다. "${projectName}" 프로젝트에 해당 링크의 기본 리디렉션 URL이 없습니다. ` +
      `config에서 ${fields.join(', ')}을(를) 설정하거나 프로젝트에 리디렉션 URL을 추가하세요.`,
    bootstrapFailed: (detail) => `프로젝트 설정을 불러올 수 없어(${detail}) 기본값을 사용합니다.`,
    insecureContext: (host) =>
      `이 페이지는 ${host}에서 일반 http로 제공되고 있습니다. 세션 쿠키에는 Secure 속성이 있어 브라우저가 저장하지 않으므로, ` +
      '페이지를 새로고침하면 로그인이 해제됩니다. 페이지를 https로 제공하세요(localhost는 http를 사용해도 됩니다).',
    stylesBlocked:
      '페이지의 콘텐츠 보안 정책이 요소의 nonce를 거부했습니다. 대신 스타일이 adopted stylesheet로 적용됩니다.',
  },
  errorScreen: {
    title: '오류가 발생했습니다',
    back: '돌아가기',
    renderFailed: '이 화면을 표시하는 중에 문제가 발생했습니다. 페이지를 새로고침한 후 다시 시도해 주세요.',
    loadFailed: '로그인 양식의 일부를 불러올 수 없습니다. 연결 상태를 확인하고 다시 시도해 주세요.',
    retry: '다시 시도',
    loading: '로드 중…',
  },
  watermark: {
    poweredBy: '제공:',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: '닫기',
  },
  crypto: {
    continueWith: (wallet) => `${wallet}(으)로 계속하기`,
    other: '다른 암호화폐 지갑으로 계속하기',
    otherTitle: '기타 암호화폐 지갑',
    setUp: '새 암호화폐 지갑 설정',
    setUpTitle: '새 암호화폐 지갑 설정',
    setUpText: '지갑을 다운로드하여 계정을 만든 다음, 이곳으로 돌아와 계속 진행하세요.',
    download: (wallet) => `${wallet} 다운로드`,
    newTab: '(새 탭에서 열림)',
    noWallets: '이 브라우저에서 암호화폐 지갑을 찾을 수 없습니다.',
    connecting: '지갑에 연결하는 중...',
    connectingText: (wallet) => `${wallet}에서 연결을 승인하세요.`,
    signing: '서명 요청을 완료하는 중...',
    signingText: (wallet) => `이 지갑이 본인의 것임을 증명하려면 ${wallet}에서 메시지에 서명하세요.`,
    successTitle: '완료되었습니다!',
    successText: '지갑이 연결되었습니다.',
    errorTitle: '오류가 발생했습니다',
    rejected: '지갑에서 요청이 거부되었습니다.',
    tryAgain: '다시 시도',
    back: '뒤로',
  },
  oauth: {
    continueWith: (provider) => `${provider}(으)로 계속하기`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `One Tap을 표시할 수 없습니다: 이 페이지의 호스트 ${host}은(는) 프로젝트 Google OAuth 클라이언트의 승인된 JavaScript 출처가 아닙니다. Google API 콘솔에서 추가하세요(로컬 개발 시 http://localhost와 http://localhost:<port> 모두).`,
      invalid_client:
        'One Tap을 표시할 수 없습니다: 프로젝트의 Google OAuth 설정에 저장된 클라이언트 ID를 Google이 인식하지 못합니다.',
      oauth_config_not_found:
        'One Tap을 표시할 수 없습니다: 프로젝트에 Google OAuth 클라이언트가 없습니다. OAuth 설정에서 만드세요.',
      no_login_redirect_urls_set:
        'One Tap을 표시할 수 없습니다: 프로젝트에 로그인 리디렉션 URL이 없어 oauthOptions.loginRedirectURL을 확인할 수 없습니다. 프로젝트에 로그인 리디렉션 URL을 추가하세요.',
      no_signup_redirect_urls_set:
        'One Tap을 표시할 수 없습니다: 프로젝트에 가입 리디렉션 URL이 없어 oauthOptions.signupRedirectURL을 확인할 수 없습니다. 프로젝트에 가입 리디렉션 URL을 추가하세요.',
    },
  },
  consent: {
    missingParameter: (param) => `필수 매개변수가 없습니다: ${param}. 애플리케이션 개발자에게 문의하세요.`,
    noSession: '활성 세션이 없습니다. 계속하려면 로그인하세요.',
    title: (clientName, projectName) => `${projectName} 계정으로 ${clientName}에 로그인`,
    titleCustom: (clientName, projectName) =>
      `${clientName}에서 내 ${projectName} 계정에 액세스하려고 합니다`,
    intro: (clientName) => `${clientName}에서 다음 작업을 할 수 있게 됩니다:`,
    scopes: {
      openid: {
        summary: '본인 확인',
        detail: '계정 정보 보기',
      },
      profile: {
        summary: '프로필 보기',
        detail: '이름, 프로필 사진, 언어',
      },
      email: {
        summary: '이메일 주소 보기',
        detail: '계정의 이메일 주소',
      },
      phone: {
        summary: '전화번호 보기',
        detail: '계정의 전화번호',
      },
      offline_access: {
        summary: '앱을 사용하지 않을 때도 액세스 유지',
        detail: '취소할 때까지 오프라인 액세스 및 백그라운드 동기화',
      },
      full_access: {
        summary: '나를 대신한 모든 작업',
        detail: '세션 관리를 포함해 계정으로 할 수 있는 모든 작업',
      },
    },
    customScope: (scope) => `${scope} 범위 사용`,
    scopeName: (scope) => `범위: ${scope}`,
    ungrantable: (clientName) =>
      `요청된 범위 중 일부에 대해 ${clientName}에 액세스 권한을 부여할 권한이 없습니다.`,
    allow: '허용',
    deny: '거부',
    theApp: '앱',
    logoAlt: (clientName) => `${clientName} 로고`,
    denied: '애플리케이션에 대한 액세스가 거부되었습니다.',
    redirecting: '리디렉션하는 중…',
    invalidRedirect:
      '애플리케이션이 웹 페이지가 아닌 주소로 계속하도록 요청하여 로그인을 여기서 중단했습니다. 애플리케이션 개발자에게 문의하세요.',
    successTitle: '완료되었습니다!',
    successText: '로그인했습니다. 이 페이지를 닫아도 됩니다.',
    logoutTitle: '로그아웃하시겠습니까?',
    logoutText: (projectName) => `${projectName} 계정에서 로그아웃하시겠습니까?`,
    yes: '예',
    no: '아니요',
    loggingOut: '로그아웃하는 중…',
    notLoggedOut: '로그아웃되지 않았습니다. 이 페이지를 닫아도 됩니다.',
  },
  errors: {
    catalogue: {
      invalid_email: '이메일 형식이 올바르지 않습니다.',
      invalid_phone_number: '전화번호 형식이 올바르지 않습니다. 전화번호가 E.164 형식인지 확인하세요.',
      unsubscribed_phone_number:
        '수신 거부된 전화번호입니다. START라고 문자를 보내면 다시 수신할 수 있습니다.',
      inactive_email:
        '비활성 상태로 표시된 이메일 주소입니다. 다른 이메일 주소를 사용해 보시거나, 오류라고 생각되면 관리자에게 문의하세요.',
      unauthorized_credentials: '승인되지 않은 사용자 인증 정보입니다.',
      user_unauthenticated: '이 메서드를 호출하려면 활성 세션이 있어야 합니다. 로그인하셨나요?',
      email_not_found: '이메일을 찾을 수 없습니다.',
      unable_to_auth_magic_link:
        '매직 링크가 이미 사용되었거나 만료되어 인증할 수 없습니다. 다시 시도해 주세요.',
      no_user_password: '이 사용자의 비밀번호를 찾을 수 없습니다. 다시 시도해 주세요.',
      breached_password: '유출된 비밀번호 목록에 있는 비밀번호이므로 재설정해야 합니다.',
      reset_password: '비밀번호를 재설정해야 합니다.',
      oauth_token_not_found: 'OAuth 토큰을 찾을 수 없습니다.',
      invalid_code: '코드 형식이 올바르지 않습니다. 다시 시도해 주세요.',
      member_password_not_found: '구성원 비밀번호를 찾을 수 없습니다.',
      oauth_flow_callback_error: 'OAuth 흐름의 콜백에서 오류가 발생했습니다. 다시 시도해 주세요.',
      unauthorized_action: '승인되지 않은 작업입니다.',
      user_lock_limit_reached: '인증 실패 횟수가 너무 많습니다. 나중에 다시 시도해 주세요.',
      invalid_session_token: '세션 토큰이 유효하지 않습니다.',
      session_not_found: '세션을 찾을 수 없습니다.',
      invalid_phone_number_country_code:
        '전화번호의 국가 코드가 잘못되었거나, 지원되지 않거나, 사용 중지되었습니다.',
      otp_code_not_found: '인증 코드가 올바르지 않습니다. 다시 시도해 주세요.',
      duplicate_member_phone_number: '지정한 전화번호를 사용하는 구성원이 이 조직에 이미 있습니다.',
      too_many_requests: '시도 횟수가 너무 많습니다. {0} 후에 다시 시도하세요.',
    },
    network: '로그인 서비스에 연결할 수 없습니다. 연결 상태를 확인하고 다시 시도해 주세요.',
    unexpected: '로그인 서비스에서 예기치 않은 응답을 보냈습니다. 다시 시도해 주세요.',
    unknown: '문제가 발생했습니다. 다시 시도해 주세요.',
  },
  loader: {
    loadFailed: '로그인 양식의 일부를 불러올 수 없습니다. 연결 상태를 확인하고 다시 시도해 주세요.',
    retry: '다시 시도',
    reloadNeeded: '로그인 양식의 일부를 불러올 수 없습니다. 페이지를 새로고침하여 다시 시도해 주세요.',
    reload: '페이지 새로고침',
  },
};

export default ko;
