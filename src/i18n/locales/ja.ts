import type { Translations } from '../types';

/** Japanese (ja). */
const ja: Translations = {
  main: {
    header: '登録またはログイン',
    or: 'または',
    logoAlt: 'ロゴ',
  },
  passkeys: {
    login: 'パスキーでログイン',
    successTitle: '完了しました！',
    successText: 'パスキーによる認証が完了しました。',
    registerTitle: '新しいパスキーを設定',
    create: 'パスキーを作成',
    skip: 'スキップ',
    createdTitle: 'パスキーを作成しました！',
    listTitle: 'パスキーの管理',
    existing: '登録済みのパスキー',
    none: 'パスキーはまだありません。',
    setUpAnother: '別のパスキーを設定',
    done: '完了',
    rename: '名前を変更',
    renameLabel: (name) => `${name} の新しい名前`,
    save: '保存',
    cancel: 'キャンセル',
    delete: '削除',
    deleteLabel: (name) => `${name} を削除`,
    confirmDelete: (name) =>
      `「${name}」を削除しますか？削除すると、このパスキーではログインできなくなります。`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `${created} に追加` : null].filter(Boolean).join(' · '),
    platform: 'このデバイス',
    securityKey: 'セキュリティキー',
    synced: '同期済み',
    noSession:
      'エラー: 認証済みのアクティブなユーザーがいないため、PasskeyRegistration コンポーネントを使用できません。',
    errorGeneric: 'パスキーの認証中に不明なエラーが発生しました。もう一度お試しください。',
    errorNotFound:
      'パスキーの登録が見つかりません。アカウントからはパスキーを削除したものの、パスワードマネージャーからは削除していない可能性があります。もう一度お試しください。',
    errorDuplicate:
      'このパスキーはすでに登録されているため、作成できません。別のデバイスで登録されたパスキーが、デバイス間で同期された可能性があります。',
    errorNotCreated:
      'パスキーは作成されませんでした。もう一度試すには「パスキーを作成」をクリックしてください。パスキーを追加せずにスキップすることもできます。',
  },
  loggedIn: {
    title: 'ログインしています',
    as: (identifier) => `${identifier} としてログインしています。`,
    logOut: 'ログアウト',
    loggingOut: 'ログアウトしています…',
    logoutFailed: 'ログアウトをプロバイダーに通知できませんでしたが、このデバイスではログアウトしました。',
  },
  email: {
    label: 'メールアドレス',
    placeholder: 'example@email.com',
    invalid: 'メールアドレスの形式が正しくありません。',
    required: 'メールアドレスを入力してください。',
    submit: 'メールアドレスで続ける',
    submitting: '送信しています…',
  },
  tabs: {
    label: 'ログイン方法',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
    email: 'メール',
  },
  phone: {
    label: '電話番号',
    countryLabel: '国',
    placeholder: '(123) 456-7890',
    invalid: '電話番号の形式が正しくありません。電話番号が E.164 形式であることを確認してください。',
    required: '電話番号を入力してください。',
    submitSms: 'SMS で続ける',
    submitWhatsapp: 'WhatsApp で続ける',
    sending: '送信しています…',
  },
  otpEmail: {
    invalid: 'メールアドレスが無効です。',
  },
  otp: {
    title: '確認コードを入力',
    sentTo: (destination) => `6 桁の確認コードを ${destination} に送信しました`,
    codeLabel: '確認コード',
    expiresIn: (timeRemaining) => `コードの有効期限はあと ${timeRemaining} です。`,
    expired: 'コードの有効期限が切れました。',
    invalidCode: 'コードの形式が正しくありません。もう一度お試しください。',
    verifying: '確認コードを確認しています...',
    resendPrompt: 'コードが届きませんか？',
    resendLink: 'コードを再送信',
    sending: '送信しています…',
    codeSent: 'コードを送信しました',
    back: '戻る',
    successTitle: '完了しました！',
    successText: '確認コードの確認が完了しました。',
  },
  password: {
    resetTitle: 'パスワードをリセット',
    chooseHow: 'アカウントの作成方法を選択してください。',
    createTitle: 'パスワードを設定して、アカウントの作成を完了してください。',
    loginTitle: 'ログイン',
    emailLabel: 'メールアドレス',
    passwordLabel: 'パスワード',
    show: 'パスワードを表示',
    hide: 'パスワードを非表示',
    submit: '続行',
    submitting: '処理しています…',
    emailMeLink: 'ログインリンクをメールで受け取る',
    emailMeCode: 'ログインコードをメールで受け取る',
    forgot: 'パスワードをお忘れですか？',
    forgotTitle: 'パスワードをお忘れですか？',
    forgotText: (email) => `パスワードをリセットするためのリンクを ${email} に送信しました。`,
    setNewTitle: 'メールを確認してください',
    setNewText: (email) => `アカウントのパスワードを設定するためのリンクを ${email} に送信しました。`,
    dedupeTitle: 'メールを確認して、新しいパスワードを設定してください',
    dedupeText: (email) =>
      `アカウントの安全を守り、ご本人によるログインであることを確認するため、${email} にログインリンクを送信しました。`,
    breachedTitle: 'パスワードのリセットが必要です',
    breachWarning:
      'このパスワードは、セキュリティ上の問題が発生した別のサイトで使用されていた可能性があります。別のパスワードを選択してください。',
    sendReset: 'リセットリンクをメールで受け取る',
    resend: 'メールを再送信',
    emailResent: 'メールを再送信しました',
    resetSubmit: '続行',
    loggingIn: 'ログインしています...',
    missingToken:
      'このページのアドレスにパスワードのリセットトークンが含まれていません。メールに記載されたリンクをもう一度開いてください。',
    linkUsedOrExpired:
      'このパスワードリセットリンクは使用済みか、有効期限が切れています。メールアドレスを入力すると、新しいリンクをお送りします。',
    sendNewLink: '新しいリンクを送信',
    newLinkSent: (email) =>
      `パスワードをリセットするための新しいリンクを ${email} に送信しました。受信トレイからリンクを開いてください。`,
    loginLinkFailed: 'このリンクではログインできませんでした',
    successTitle: '完了しました！',
    successText: 'ログインしました。',
    checking: 'パスワードを確認しています…',
    strengthLabel: 'パスワードの強度',
    strengthLevels: ['非常に弱い', '弱い', '普通', '強い', '非常に強い'],
    ludsLength: (count) => `${count} 文字以上にする必要があります`,
    ludsComplexity: (count) => `次のうち ${count} 種類を含める必要があります: 英大文字、英小文字、数字、記号`,
    met: '条件を満たしています',
    notMet: '条件を満たしていません',
  },
  emailConfirmation: {
    title: 'メールを確認してください',
    sentTo: (email) => `${email} にメールを送信しました。`,
    openGmail: 'Gmail で開く',
    openYahoo: 'Yahoo で開く',
    openOutlook: 'Outlook で開く',
    opensInNewTab: '（新しいタブで開きます）',
    tryAgain: 'もう一度試す',
  },
  config: {
    passkeysAlone: 'エラー: パスキーは単独では使用できません。config に別のプロダクトを追加してください。',
    emlWithEmailOtp: 'エラー: EML とメール OTP を同時に使用することはできません',
    invalidJson: (attribute) =>
      `エラー: ${attribute} 属性が有効な JSON ではありません。JSON のどこに誤りがあるかは、ブラウザーのコンソールに表示されます。`,
    unknownProduct: (product) =>
      `エラー: 不明なプロダクト「${product}」です。emailMagicLinks、otp、passwords、passkeys、oauth、crypto のいずれかを使用してください。`,
    missingAttribute: (attribute) => `エラー: ${attribute} 属性は必須です。`,
    invalidAttribute: (attribute, detail) => `エラー: ${attribute} 属性が無効です: ${detail}`,
    emptyProducts: 'エラー: プロダクトのリストが空です。config にプロダクトを追加してください。',
    projectRefused: (detail) => `エラー: プロバイダーがこの要素の公開トークンを拒否しました: ${detail}`,
    unavailable: '現在ログインをご利用いただけません。しばらくしてからもう一度お試しください。',
    noRedirectUrls: (projectName, fields) =>
      `エラー: メールで送信されるリンクの移動先がありません。プロジェクト「${projectName}」には、これらのリンク用のデフォルトのリダイレクト URL がありません。` +
      `config で ${fields.join('、')} を設定するか、プロジェクトにリダイレクト URL を追加してください。`,
    bootstrapFailed: (detail) =>
      `プロジェクトの設定を読み込めませんでした（${detail}）。デフォルトの設定を使用します。`,
    insecureContext: (host) =>
      `このページは ${host} からプレーンな http で配信されています。セッション Cookie には Secure 属性があるため、ブラウザーはこれを保持せず、` +
      'ページを再読み込みするとログイン状態が失われます。ページを https で配信してください（localhost では http を使用できます）。',
    stylesBlocked:
      'ページのコンテンツセキュリティポリシーによって要素の nonce が拒否されました。代わりに、スタイルは adopted stylesheets として適用されます。',
  },
  errorScreen: {
    title: 'エラーが発生しました',
    back: '戻る',
    renderFailed: 'この画面の表示中に問題が発生しました。ページを再読み込みして、もう一度お試しください。',
    loadFailed: 'ログインフォームの一部を読み込めませんでした。接続を確認して、もう一度お試しください。',
    retry: 'もう一度試す',
    loading: '読み込んでいます…',
  },
  watermark: {
    poweredBy: '提供：',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: '閉じる',
  },
  crypto: {
    continueWith: (wallet) => `${wallet} で続ける`,
    other: '他の暗号資産ウォレットで続ける',
    otherTitle: 'その他の暗号資産ウォレット',
    setUp: '新しい暗号資産ウォレットを設定',
    setUpTitle: '新しい暗号資産ウォレットを設定',
    setUpText: 'ウォレットをダウンロードしてアカウントを作成したら、ここに戻って続行してください。',
    download: (wallet) => `${wallet} をダウンロード`,
    newTab: '（新しいタブで開きます）',
    noWallets: 'このブラウザーで暗号資産ウォレットが見つかりませんでした。',
    connecting: 'ウォレットに接続しています...',
    connectingText: (wallet) => `${wallet} で接続を承認してください。`,
    signing: '署名リクエストを処理しています...',
    signingText: (wallet) =>
      `このウォレットがご自身のものであることを証明するため、${wallet} でメッセージに署名してください。`,
    successTitle: '完了しました！',
    successText: 'ウォレットを接続しました。',
    errorTitle: 'エラーが発生しました',
    rejected: 'ウォレットでリクエストが拒否されました。',
    tryAgain: 'もう一度試す',
    back: '戻る',
  },
  oauth: {
    continueWith: (provider) => `${provider} で続ける`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `One Tap を表示できません: このページのホスト ${host} は、プロジェクトの Google OAuth クライアントで承認済みの JavaScript 生成元ではありません。Google API コンソールで追加してください（ローカル開発では http://localhost と http://localhost:<port> の両方）。`,
      invalid_client:
        'One Tap を表示できません: プロジェクトの Google OAuth 設定に保存されたクライアント ID を Google が認識できません。',
      oauth_config_not_found:
        'One Tap を表示できません: プロジェクトに Google OAuth クライアントがありません。OAuth 設定で作成してください。',
      no_login_redirect_urls_set:
        'One Tap を表示できません: プロジェクトにログイン用のリダイレクト URL がないため、oauthOptions.loginRedirectURL を確認できません。プロジェクトにログイン用のリダイレクト URL を追加してください。',
      no_signup_redirect_urls_set:
        'One Tap を表示できません: プロジェクトに登録用のリダイレクト URL がないため、oauthOptions.signupRedirectURL を確認できません。プロジェクトに登録用のリダイレクト URL を追加してください。',
    },
  },
  consent: {
    missingParameter: (param) =>
      `必須パラメーターがありません：${param}。アプリケーションの開発者にお問い合わせください。`,
    noSession: 'アクティブなセッションが見つかりません。続行するにはログインしてください。',
    title: (clientName, projectName) => `${projectName} で ${clientName} にログイン`,
    titleCustom: (clientName, projectName) =>
      `${clientName} が ${projectName} アカウントへのアクセスを求めています`,
    intro: (clientName) => `${clientName} に次の操作を許可します：`,
    scopes: {
      openid: {
        summary: '本人確認',
        detail: 'アカウント情報の表示。',
      },
      profile: {
        summary: 'プロフィールの表示',
        detail: '名前、プロフィール写真、言語。',
      },
      email: {
        summary: 'メールアドレスの表示',
        detail: 'アカウントのメールアドレス。',
      },
      phone: {
        summary: '電話番号の表示',
        detail: 'アカウントの電話番号。',
      },
      offline_access: {
        summary: 'アプリを使用していないときもアクセスを維持',
        detail: 'オフラインアクセスとバックグラウンド同期（取り消すまで）。',
      },
      full_access: {
        summary: 'あなたに代わるすべての操作',
        detail: 'セッションの管理を含め、アカウントでできるすべての操作。',
      },
    },
    customScope: (scope) => `${scope} スコープの使用`,
    scopeName: (scope) => `スコープ：${scope}`,
    ungrantable: (clientName) =>
      `リクエストされたスコープの一部について、${clientName} にアクセスを許可する権限がありません。`,
    allow: '許可',
    deny: '拒否',
    theApp: 'アプリ',
    logoAlt: (clientName) => `${clientName} のロゴ`,
    denied: 'アプリケーションへのアクセスが拒否されました。',
    redirecting: 'リダイレクトしています…',
    invalidRedirect:
      'アプリケーションがウェブページではないアドレスでの続行を求めたため、ログインをここで中止しました。アプリケーションの開発者にお問い合わせください。',
    successTitle: '完了しました！',
    successText: 'ログインしました。このページは閉じてかまいません。',
    logoutTitle: 'ログアウトしますか？',
    logoutText: (projectName) => `${projectName} アカウントからログアウトしてもよろしいですか？`,
    yes: 'はい',
    no: 'いいえ',
    loggingOut: 'ログアウトしています…',
    notLoggedOut: 'ログアウトしていません。このページは閉じてかまいません。',
  },
  errors: {
    catalogue: {
      invalid_email: 'メールアドレスの形式が正しくありません。',
      invalid_phone_number:
        '電話番号の形式が正しくありません。電話番号が E.164 形式であることを確認してください。',
      unsubscribed_phone_number:
        'この電話番号は配信停止になっています。再登録するには、START と SMS で送信してください。',
      inactive_email:
        'このメールアドレスは無効としてマークされています。別のメールアドレスをお試しください。誤りと思われる場合は、管理者にお問い合わせください。',
      unauthorized_credentials: '認証情報が許可されていません。',
      user_unauthenticated: 'この操作には有効なセッションが必要です。ログインしていますか？',
      email_not_found: 'メールアドレスが見つかりません。',
      unable_to_auth_magic_link:
        'マジックリンクは使用済みか有効期限が切れているため、認証できませんでした。もう一度お試しください。',
      no_user_password: 'このユーザーのパスワードが見つかりません。もう一度お試しください。',
      breached_password:
        'このパスワードは漏洩したパスワードのリストに含まれているため、リセットする必要があります。',
      reset_password: 'パスワードをリセットする必要があります。',
      oauth_token_not_found: 'OAuth トークンが見つかりませんでした。',
      invalid_code: 'コードの形式が正しくありません。もう一度お試しください。',
      member_password_not_found: 'メンバーのパスワードが見つかりません。',
      oauth_flow_callback_error: 'OAuth フローのコールバックでエラーが発生しました。もう一度お試しください。',
      unauthorized_action: '許可されていない操作です。',
      user_lock_limit_reached: '認証に失敗した回数が多すぎます。しばらくしてからもう一度お試しください。',
      invalid_session_token: 'セッショントークンが無効です。',
      session_not_found: 'セッションが見つかりません。',
      invalid_phone_number_country_code:
        '電話番号の国番号が正しくないか、サポートされていないか、無効になっています。',
      otp_code_not_found: '確認コードが正しくありません。もう一度お試しください。',
      duplicate_member_phone_number: '指定された電話番号のメンバーは、この組織にすでに存在します。',
      too_many_requests: '試行回数が多すぎます。{0}後にもう一度お試しください。',
    },
    network: 'ログインサービスに接続できませんでした。接続を確認して、もう一度お試しください。',
    unexpected: 'ログインサービスから予期しない応答がありました。もう一度お試しください。',
    unknown: '問題が発生しました。もう一度お試しください。',
  },
  loader: {
    loadFailed: 'ログインフォームの一部を読み込めませんでした。接続を確認して、もう一度お試しください。',
    retry: 'もう一度試す',
    reloadNeeded:
      'ログインフォームの一部を読み込めませんでした。ページを再読み込みして、もう一度お試しください。',
    reload: 'ページを再読み込み',
  },
  strength: {
    warnings: {
      straightRow: 'キーボードの直線的なキー配列の使用は、推測されやすくなります。',
      keyPattern: '短いキーボードパターンは推測されやすくなります。',
      simpleRepeat: '"aaa"のような繰り返しの多い文字は推測されやすくなります。',
      extendedRepeat: '"abcabcabc"のような繰り返しの多い文字は推測されやすくなります。',
      sequences: '”abc”のような一般的な文字は推測されやすくなります。',
      recentYears: '最近の西暦は推測されやすくなります。',
      dates: '日付は推測されやすくなります。',
      topTen: '一般的に使用されるパスワードです。',
      topHundred: '頻繁に使われるパスワードです。',
      common: 'よく使われるパスワードです。',
      similarToCommon: 'よく使われるパスワードに似ています。',
      wordByItself: '1つの単語のみは推測されやすくなります。',
      namesByThemselves: '1つの名前は推測されやすくなります。',
      commonNames: '一般的な名前は推測されやすくなります。',
      userInputs: '個人情報やページに関する情報は含めるべきではありません。',
      pwned: '過去にインターネット上にパスワードが漏洩しているようです。',
    },
    suggestions: {
      l33t: '"a"を"@"に置き換えるような、予測可能な文字の置き換えは避けてください。',
      reverseWords: '一般的な単語を逆にした使用は避けてください。',
      allUppercase: 'いくつかの文字は大文字にしてください。',
      capitalization: '最初の文字以外も大文字にしてください。',
      dates: '自分に関連する日付や西暦は避けてください。',
      recentYears: '最近の西暦は避けてください。',
      associatedYears: '自分に関連のある西暦は避けてください。',
      sequences: 'よくある文字列は避けてください。',
      repeated: '単語や文字の繰り返しは避けてください。',
      longerKeyboardPattern: '長いキーボード配列を使用するまたは、キーボード配列の方向を変えてください。',
      anotherWord: '一般的ではない単語を増やしてください。',
      useWords: '複数の単語を使用し、よくあるフレーズは避けてください。',
      noNeed: '記号や数字、大文字を使わなくても、強力なパスワードを作成することができます。',
      pwned: 'このパスワードを他で使用している場合は、変更してください。',
    },
  },
  server: {
    noScript:
      'このフォームには JavaScript が必要です。ブラウザで JavaScript を有効にして、ページを再読み込みしてください。',
  },
};

export default ja;
