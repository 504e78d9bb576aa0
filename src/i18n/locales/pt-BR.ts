import type { Translations } from '../types';

const plural = new Intl.PluralRules('pt-BR');

const loader: Translations['loader'] = {
  loadFailed:
    'Não foi possível carregar esta parte do formulário de login. Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',
  reloadNeeded:
    'Não foi possível carregar esta parte do formulário de login. Recarregue a página para tentar novamente.',
  reload: 'Recarregar página',
};

/** Brazilian Portuguese (pt-BR). */
const ptBR: Translations = {
  main: {
    header: 'Cadastre-se ou faça login',
    or: 'ou',
    logoAlt: 'Logotipo',
  },
  passkeys: {
    login: 'Fazer login com uma chave de acesso',
    successTitle: 'Tudo certo!',
    successText: 'Sua chave de acesso foi autenticada com sucesso.',
    registerTitle: 'Configure uma nova chave de acesso',
    create: 'Criar uma chave de acesso',
    skip: 'Pular',
    createdTitle: 'Chave de acesso criada com sucesso!',
    listTitle: 'Suas chaves de acesso',
    existing: 'Chaves de acesso existentes',
    none: 'Nenhuma chave de acesso ainda.',
    setUpAnother: 'Configurar outra chave de acesso',
    done: 'Concluído',
    rename: 'Renomear',
    renameLabel: (name) => `Novo nome para ${name}`,
    save: 'Salvar',
    cancel: 'Cancelar',
    delete: 'Excluir',
    deleteLabel: (name) => `Excluir ${name}`,
    confirmDelete: (name) => `Excluir “${name}”? Você não poderá mais fazer login com ela.`,
    details: (kind, domain, created) =>
      [kind, domain, created ? `adicionada em ${created}` : null].filter(Boolean).join(' · '),
    platform: 'Este dispositivo',
    securityKey: 'Chave de segurança',
    synced: 'sincronizada',
    noSession: 'Erro: não é possível usar o componente PasskeyRegistration sem um usuário autenticado ativo.',
    errorGeneric:
      'Ocorreu um erro desconhecido durante a autenticação com a chave de acesso. Tente novamente.',
    errorNotFound:
      'Registro da chave de acesso não encontrado. Talvez você tenha excluído a chave de acesso da sua conta, mas não do gerenciador de senhas. Tente novamente.',
    errorDuplicate:
      'Não é possível criar a chave de acesso porque ela parece já estar registrada. Talvez ela tenha sido registrada em outro dispositivo e sincronizada entre dispositivos.',
    errorNotCreated:
      'Sua chave de acesso não foi criada. Clique em “Criar uma chave de acesso” para tentar novamente ou pule esta etapa sem adicionar uma chave de acesso.',
  },
  loggedIn: {
    title: 'Você está conectado',
    as: (identifier) => `Conectado como ${identifier}.`,
    logOut: 'Sair',
    loggingOut: 'Saindo…',
    logoutFailed:
      'Não foi possível informar o provedor sobre a saída; você foi desconectado neste dispositivo.',
  },
  email: {
    label: 'E-mail',
    placeholder: 'example@email.com',
    invalid: 'O formato do e-mail é inválido.',
    required: 'Insira seu e-mail.',
    submit: 'Continuar com e-mail',
    submitting: 'Enviando…',
  },
  tabs: {
    label: 'Formas de fazer login',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
  },
  phone: {
    label: 'Número de telefone',
    countryLabel: 'País',
    placeholder: '(123) 456-7890',
    invalid: 'O formato do número de telefone é inválido. Verifique se o número está no formato E.164.',
    required: 'Insira seu número de telefone.',
    submitSms: 'Continuar com SMS',
    submitWhatsapp: 'Continuar com WhatsApp',
    sending: 'Enviando…',
  },
  otpEmail: {
    invalid: 'Endereço de e-mail inválido.',
  },
  otp: {
    title: 'Digite o código',
    sentTo: (destination) => `Enviamos um código de 6 dígitos para ${destination}`,
    codeLabel: 'Código',
    expiresIn: (timeRemaining) => `Seu código expira em ${timeRemaining}.`,
    expired: 'Seu código expirou.',
    invalidCode: 'O formato do código é inválido. Tente novamente.',
    verifying: 'Verificando código...',
    resendPrompt: 'Não recebeu?',
    resendLink: 'Reenviar código',
    sending: 'Enviando…',
    codeSent: 'Código enviado',
    back: 'Voltar',
    successTitle: 'Tudo certo!',
    successText: 'Seu código foi verificado com sucesso.',
  },
  password: {
    resetTitle: 'Redefina sua senha',
    chooseHow: 'Escolha como você quer criar sua conta.',
    createTitle: 'Defina uma senha para concluir a criação da sua conta.',
    loginTitle: 'Fazer login',
    emailLabel: 'E-mail',
    passwordLabel: 'Senha',
    show: 'Mostrar senha',
    hide: 'Ocultar senha',
    submit: 'Continuar',
    submitting: 'Processando…',
    emailMeLink: 'Receber um link de login por e-mail',
    emailMeCode: 'Receber um código de login por e-mail',
    forgot: 'Esqueceu a senha?',
    forgotTitle: 'Esqueceu a senha?',
    forgotText: (email) => `Enviamos um link para redefinir sua senha para ${email}.`,
    setNewTitle: 'Verifique seu e-mail!',
    setNewText: (email) => `Enviamos para ${email} um link para definir a senha da sua conta.`,
    dedupeTitle: 'Verifique seu e-mail para definir uma nova senha!',
    dedupeText: (email) =>
      `Queremos garantir que sua conta esteja segura e que é realmente você quem está fazendo login. Enviamos um link de login para ${email}.`,
    breachedTitle: 'Sua senha precisa ser redefinida',
    breachWarning:
      'Esta senha pode ter sido usada em outro site que teve um problema de segurança. Escolha outra senha.',
    sendReset: 'Receber um link de redefinição por e-mail',
    resend: 'Reenviar e-mail',
    emailResent: 'E-mail reenviado',
    resetSubmit: 'Continuar',
    loggingIn: 'Fazendo login...',
    missingToken:
      'O endereço desta página precisa conter um token de redefinição de senha. Abra novamente o link do e-mail.',
    linkUsedOrExpired:
      'Este link de redefinição de senha já foi usado ou expirou. Insira seu e-mail e enviaremos um novo.',
    sendNewLink: 'Enviar um novo link',
    newLinkSent: (email) =>
      `Enviamos um novo link para redefinir sua senha para ${email}. Abra-o na sua caixa de entrada.`,
    loginLinkFailed: 'Não foi possível fazer login com este link',
    successTitle: 'Tudo certo!',
    successText: 'Você fez login com sucesso.',
    checking: 'Verificando senha…',
    strengthLabel: 'Força da senha',
    strengthLevels: ['Muito fraca', 'Fraca', 'Razoável', 'Forte', 'Muito forte'],
    ludsLength: (count) =>
      `Deve ter pelo menos ${count.toString()} ${plural.select(count) === 'one' ? 'caractere' : 'caracteres'}`,
    ludsComplexity: (count) =>
      `Deve conter ${count.toString()} dos seguintes itens: letra maiúscula, letra minúscula, número, símbolo`,
    met: 'requisito atendido',
    notMet: 'requisito não atendido',
  },
  emailConfirmation: {
    title: 'Verifique seu e-mail',
    sentTo: (email) => `Enviamos um e-mail para ${email}.`,
    openGmail: 'Abrir no Gmail',
    openYahoo: 'Abrir no Yahoo',
    openOutlook: 'Abrir no Outlook',
    opensInNewTab: '(abre em uma nova guia)',
    tryAgain: 'Tentar novamente',
  },
  config: {
    passkeysAlone:
      'Erro: não é possível usar chaves de acesso sozinhas. Adicione outro produto à configuração.',
    emlWithEmailOtp: 'Erro: não é possível usar EML e OTP por e-mail ao mesmo tempo',
    invalidJson: (attribute) =>
      `Erro: o atributo ${attribute} não é um JSON válido. O console do navegador mostra onde o JSON está quebrado.`,
    unknownProduct: (product) =>
      `Erro: produto desconhecido “${product}”. Use um destes: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.`,
    missingAttribute: (attribute) => `Erro: o atributo ${attribute} é obrigatório.`,
    invalidAttribute: (attribute, detail) => `Erro: o atributo ${attribute} é inválido: ${detail}`,
    emptyProducts: 'Erro: a lista de produtos está vazia. Adicione um produto à configuração.',
    projectRefused: (detail) => `Erro: o provedor recusou o token público deste elemento: ${detail}`,
    unavailable: 'O login não está disponível no momento. Tente novamente mais tarde.',
    noRedirectUrls: (projectName, fields) =>
      `Erro: os links enviados por e-mail não teriam para onde levar: o projeto “${projectName}” não tem um URL ` +
      `de redirecionamento padrão para eles. Defina ${fields.join(', ')} na configuração ou adicione URLs de ` +
      'redirecionamento ao projeto.',
    bootstrapFailed: (detail) =>
      `Não foi possível carregar as configurações do projeto (${detail}); os valores padrão serão usados.`,
    insecureContext: (host) =>
      `Esta página é servida por http simples a partir de ${host}: o navegador não manterá os cookies de sessão ` +
      '(eles são Secure), então o login é perdido ao recarregar. Sirva a página por https (localhost pode ' +
      'usar http).',
    stylesBlocked:
      'A Content Security Policy da página recusou o nonce do elemento: os estilos dele são aplicados como folhas de estilo adotadas.',
  },
  errorScreen: {
    title: 'Parece que ocorreu um erro!',
    back: 'Voltar',
    renderFailed: 'Algo deu errado ao exibir esta tela. Recarregue a página e tente novamente.',
    loadFailed: loader.loadFailed,
    retry: loader.retry,
    loading: 'Carregando…',
  },
  watermark: {
    poweredBy: 'Com tecnologia',
    providerName: 'Stytch',
  },
  banner: {
    dismiss: 'Fechar',
  },
  crypto: {
    continueWith: (wallet) => `Continuar com ${wallet}`,
    other: 'Continuar com outra carteira de criptomoedas',
    otherTitle: 'Outras carteiras de criptomoedas',
    setUp: 'Configurar uma nova carteira de criptomoedas',
    setUpTitle: 'Configure uma nova carteira de criptomoedas',
    setUpText: 'Baixe uma carteira, crie uma conta nela e volte aqui para continuar.',
    download: (wallet) => `Baixar ${wallet}`,
    newTab: '(abre em uma nova guia)',
    noWallets: 'Nenhuma carteira de criptomoedas foi encontrada neste navegador.',
    connecting: 'Conectando à sua carteira...',
    connectingText: (wallet) => `Aprove a conexão em ${wallet}.`,
    signing: 'Concluindo a solicitação de assinatura...',
    signingText: (wallet) => `Assine a mensagem em ${wallet} para provar que esta carteira é sua.`,
    successTitle: 'Tudo certo!',
    successText: 'Sua carteira foi conectada com sucesso.',
    errorTitle: 'Parece que ocorreu um erro!',
    rejected: 'A solicitação foi recusada na sua carteira.',
    tryAgain: 'Tentar novamente',
    back: 'Voltar',
  },
  oauth: {
    continueWith: (provider) => `Continuar com ${provider}`,
    oneTap: {
      origin_not_allowed_for_client: (host) =>
        `O One Tap não pode ser exibido: o host desta página, ${host}, não é uma origem JavaScript autorizada do cliente OAuth do Google do projeto. Adicione-o no console de APIs do Google (para desenvolvimento local, http://localhost e http://localhost:<port>).`,
      invalid_client:
        'O One Tap não pode ser exibido: o Google não reconhece o ID do cliente salvo nas configurações de OAuth do Google do projeto.',
      oauth_config_not_found:
        'O One Tap não pode ser exibido: o projeto não tem um cliente OAuth do Google. Configure um nas configurações de OAuth.',
      no_login_redirect_urls_set:
        'O One Tap não pode ser exibido: o projeto não tem URLs de redirecionamento de login, então não é possível verificar oauthOptions.loginRedirectURL. Adicione URLs de redirecionamento de login ao projeto.',
      no_signup_redirect_urls_set:
        'O One Tap não pode ser exibido: o projeto não tem URLs de redirecionamento de cadastro, então não é possível verificar oauthOptions.signupRedirectURL. Adicione URLs de redirecionamento de cadastro ao projeto.',
    },
  },
  consent: {
    missingParameter: (param) =>
      `Parâmetro obrigatório ausente: ${param}. Entre em contato com o desenvolvedor do aplicativo.`,
    noSession: 'Nenhuma sessão ativa detectada. Faça login para continuar.',
    title: (clientName, projectName) => `Entrar em ${clientName} com ${projectName}`,
    titleCustom: (clientName, projectName) => `${clientName} quer acessar sua conta ${projectName}`,
    intro: (clientName) => `Com isso, ${clientName} poderá:`,
    scopes: {
      openid: {
        summary: 'Verificar sua identidade',
        detail: 'Ver as informações da sua conta.',
      },
      profile: {
        summary: 'Ver seu perfil',
        detail: 'Seu nome, sua foto de perfil e seu idioma.',
      },
      email: {
        summary: 'Ver seu endereço de e-mail',
        detail: 'O endereço de e-mail da sua conta.',
      },
      phone: {
        summary: 'Ver seu número de telefone',
        detail: 'O número de telefone da sua conta.',
      },
      offline_access: {
        summary: 'Manter o acesso enquanto você não usa o aplicativo',
        detail: 'Acesso off-line e sincronização em segundo plano, até que você o revogue.',
      },
      full_access: {
        summary: 'Agir plenamente em seu nome',
        detail: 'Tudo o que sua conta pode fazer, incluindo gerenciar suas sessões.',
      },
    },
    customScope: (scope) => `Usar o escopo ${scope}`,
    scopeName: (scope) => `Escopo: ${scope}`,
    ungrantable: (clientName) =>
      `Você não tem permissão para conceder a ${clientName} acesso a alguns dos escopos solicitados.`,
    allow: 'Permitir',
    deny: 'Negar',
    theApp: 'O aplicativo',
    logoAlt: (clientName) => `Logotipo de ${clientName}`,
    denied: 'O acesso ao aplicativo foi negado.',
    redirecting: 'Redirecionando…',
    invalidRedirect:
      'O aplicativo pediu para continuar em um endereço que não é uma página da web, então o login parou aqui. Entre em contato com o desenvolvedor do aplicativo.',
    successTitle: 'Tudo certo!',
    successText: 'Você fez login. Já pode fechar esta página.',
    logoutTitle: 'Sair?',
    logoutText: (projectName) => `Tem certeza de que deseja sair da sua conta ${projectName}?`,
    yes: 'Sim',
    no: 'Não',
    loggingOut: 'Saindo…',
    notLoggedOut: 'Você não saiu da conta. Já pode fechar esta página.',
  },
  errors: {
    catalogue: {
      invalid_email: 'O formato do e-mail é inválido.',
      invalid_phone_number:
        'O formato do número de telefone é inválido. Verifique se o número está no formato E.164.',
      unsubscribed_phone_number:
        'Este telefone cancelou a inscrição; para se inscrever novamente, envie START por SMS.',
      inactive_email:
        'Este endereço de e-mail está marcado como inativo. Tente outro endereço de e-mail ou, se achar que isso é um erro, entre em contato com o administrador.',
      unauthorized_credentials: 'Credenciais não autorizadas.',
      user_unauthenticated: 'É necessário ter uma sessão ativa para chamar este método. Você já fez login?',
      email_not_found: 'E-mail não encontrado.',
      unable_to_auth_magic_link:
        'Não foi possível autenticar o link de login porque ele já foi usado ou expirou. Tente novamente.',
      no_user_password: 'Senha não encontrada para este usuário. Tente novamente.',
      breached_password: 'Esta senha aparece na lista de senhas vazadas e precisa ser redefinida.',
      reset_password: 'A senha precisa ser redefinida.',
      oauth_token_not_found: 'Não foi possível encontrar o token OAuth.',
      invalid_code: 'O formato do código é inválido. Tente novamente.',
      member_password_not_found: 'Senha do membro não encontrada.',
      oauth_flow_callback_error: 'Ocorreu um erro no callback do fluxo OAuth. Tente novamente.',
      unauthorized_action: 'Ação não autorizada.',
      user_lock_limit_reached: 'Muitas tentativas de autenticação sem sucesso. Tente novamente mais tarde.',
      invalid_session_token: 'Token de sessão inválido.',
      session_not_found: 'Sessão não encontrada.',
      invalid_phone_number_country_code:
        'O código do país do número de telefone é inválido, não é compatível ou está desativado.',
      otp_code_not_found: 'Código inválido. Tente novamente.',
      duplicate_member_phone_number: 'Já existe um membro com este número de telefone nesta organização.',
      too_many_requests: 'Muitas tentativas. Tente novamente em {0}.',
    },
    network: 'Não foi possível acessar o serviço de login. Verifique sua conexão e tente novamente.',
    unexpected: 'O serviço de login enviou uma resposta inesperada. Tente novamente.',
    unknown: 'Algo deu errado. Tente novamente.',
  },
  twoFactor: {
    title: 'Verificação em duas etapas',
    appPrompt: 'Digite o código de 6 dígitos do seu aplicativo autenticador.',
    sentTo: (destination) => `Digite o código de 6 dígitos que enviamos para ${destination}.`,
    codeLabel: 'Código de verificação',
    verify: 'Verificar',
    verifying: 'Verificando…',
    useRecovery: 'Usar um código de recuperação',
    recoveryTitle: 'Usar um código de recuperação',
    recoveryPrompt: 'Digite um dos códigos de recuperação que você salvou na configuração.',
    recoveryLabel: 'Código de recuperação',
    backToCode: 'Usar um código de verificação',
    otherMethods: 'Verificar de outra forma',
    methodTotp: 'Aplicativo autenticador',
    methodSms: 'Mensagem de texto',
    methodEmail: 'E-mail',
    sending: 'Enviando…',
    resend: 'Enviar um novo código',
    codeSent: 'Código enviado!',
    errors: {
      active_totp_exists: 'Sua conta já tem um aplicativo autenticador configurado.',
      totps_not_found_for_user: 'Sua conta não tem nenhum aplicativo autenticador configurado.',
      totp_not_found: 'Este aplicativo autenticador não está mais configurado na sua conta.',
      invalid_totp_code: 'Digite o código de 6 dígitos que seu aplicativo autenticador mostra.',
      expired_totp: 'Esta configuração expirou. Comece de novo para obter um novo QR code.',
      unable_to_authenticate_totp: 'Esse código não está certo. Confira e tente novamente.',
      totp_code_already_authenticated: 'Esse código já foi usado. Aguarde o próximo código no aplicativo.',
      recovery_code_used_as_totp_code:
        'Esse é um código de recuperação. Para usá-lo, escolha "Usar um código de recuperação".',
      totp_code_used_as_recovery_code:
        'Esse é um código do seu aplicativo autenticador. Para usá-lo, escolha "Usar um código de verificação".',
      unable_to_authenticate_recovery_code:
        'Esse código de recuperação não está certo. Confira e tente novamente.',
      invalid_recovery_code:
        'Esse código de recuperação já foi usado. Cada código funciona uma vez: tente outro.',
      otp_code_not_found:
        'Esse código não funcionou. Ele pode ter sido digitado errado, expirado ou já ter sido usado: confira ou envie um novo código.',
      unable_to_auth_otp_code:
        'Esse código não funcionou. Ele pode ter sido digitado errado, expirado ou já ter sido usado: confira ou envie um novo código.',
      invalid_code: 'Digite o código de 6 dígitos que enviamos para você.',
      user_lock_limit_reached: 'Muitos códigos errados. Tente novamente mais tarde.',
    },
    lockedUntil: (time) => `Muitos códigos errados. Tente novamente depois de ${time}.`,
    checking: 'Verificando sua conta…',
    enrollTitle: 'Configurar a verificação em duas etapas',
    enrollScan: 'Leia este QR code com seu aplicativo autenticador.',
    qrAlt: 'QR code para seu aplicativo autenticador',
    enrollKey: 'Não consegue ler? Digite esta chave no aplicativo:',
    copyKey: 'Copiar chave',
    copied: 'Copiado!',
    enrollConfirm: 'Depois digite o código de 6 dígitos que o aplicativo mostra.',
    codesTitle: 'Salve seus códigos de recuperação',
    codesText:
      'Se você perder o acesso ao aplicativo autenticador, cada código permite entrar uma vez. Eles aparecem só agora: guarde-os em um lugar seguro.',
    copyCodes: 'Copiar códigos',
    downloadCodes: 'Baixar',
    saved: 'Salvei estes códigos',
    continue: 'Continuar',
    regenerate: 'Gerar novos códigos',
    recoveryFileTitle: 'Códigos de recuperação (cada um funciona uma vez)',
  },
  loader,
  landing: {
    loggingIn: 'Entrando…',
    confirmTitle: 'Concluir o login',
    confirmText: 'Toque no botão para concluir o login com o link do seu e-mail.',
    confirmWhy: 'Esta etapa impede que verificadores de segurança de e-mail usem o seu link.',
    confirmButton: 'Entrar',
    otherDeviceTitle: 'Abra o link onde você o pediu',
    otherDeviceText:
      'Este link foi pedido em outro navegador ou em outro dispositivo e, para sua segurança, só funciona lá. Abra-o lá ou peça aqui um novo link ou código.',
    otherDeviceAction: 'Receber um novo link neste dispositivo',
    deadTitle: 'Este link não funciona mais',
    deadText: 'Ele já foi usado ou expirou. Peça um novo.',
    newLink: 'Enviar um novo link',
    oauthCancelled: 'O login foi cancelado.',
    oauthFailed: 'O provedor de login não conectou você. Tente novamente.',
    failedTitle: 'Falha no login',
    retry: 'Tentar novamente',
    backToLogin: 'Voltar ao login',
    linkExpired: 'O link expirou. Envie um novo para entrar.',
    thisBrowserOnly: 'Abra o link neste navegador.',
  },
  passkeyOffer: {
    title: 'Criar uma chave de acesso?',
    text: 'Da próxima vez, entre com sua digital, seu rosto ou o bloqueio de tela em vez de uma senha.',
    create: 'Criar chave de acesso',
    notNow: 'Agora não',
    failed: 'A chave de acesso não foi criada. Você pode adicionar uma depois.',
  },
  strength: {
    warnings: {
      straightRow: 'Letras que vêm em sequência no teclado são fáceis de adivinhar.',
      keyPattern: 'Padrões de teclado curtos são fáceis de adivinhar.',
      simpleRepeat: 'Caracteres repetidos, como "aaa" são fáceis de adivinhar.',
      extendedRepeat: 'Padrões de caracteres repetidos, como "abcabcabc" são fáceis de adivinhar.',
      sequences: 'Sequências comuns de caracteres, como "abc" são fáceis de adivinhar.',
      recentYears: 'Anos recentes são fáceis de adivinhar.',
      dates: 'Datas são fáceis de adivinhar.',
      topTen: 'Esta é uma senha muito usada.',
      topHundred: 'Esta é uma senha usada frequentemente.',
      common: 'Esta é uma senha comumente usada.',
      similarToCommon: 'Isso é semelhante a uma senha comumente usada.',
      wordByItself: 'Palavras simples são fáceis de adivinhar.',
      namesByThemselves: 'Nomes ou sobrenomes são fáceis de adivinhar.',
      commonNames: 'Nomes e sobrenomes comuns são fáceis de adivinhar.',
      userInputs: 'Senha não deve haver nenhum dado pessoal ou relacionado.',
      pwned: 'Esta senha já foi exposta por uma violação de dados na Internet.',
    },
    suggestions: {
      l33t: "Evite substituições previsíveis de letras, como '@' por 'a'.",
      reverseWords: 'Evite utilizar palavras comuns escritas de "trás para frente".',
      allUppercase: 'Utilize apenas algumas letras maiúsculas, não todas.',
      capitalization: 'Utilize outras letras maiúsculas, além do que primeira.',
      dates: 'Evite datas e anos associados a você.',
      recentYears: 'Evite anos recentes.',
      associatedYears: 'Evite anos associados a você.',
      sequences: 'Evite sequências comuns de caracteres.',
      repeated: 'Evite repetir sequências de caracteres e palavras.',
      longerKeyboardPattern:
        'Use padrões de teclado mais longos e altere a direção de digitação várias vezes.',
      anotherWord: 'Adicione mais palavras menos comuns.',
      useWords: 'Use várias palavras, mas evite frases comuns.',
      noNeed: 'Você pode criar senhas fortes sem usar símbolos, números ou letras maiúsculas.',
      pwned: 'Se você usar esta senha em outro lugar, você deve alterá-la.',
    },
  },
  server: {
    noScript:
      'Este formulário precisa de JavaScript. Ative o JavaScript no seu navegador e recarregue a página.',
  },
};

export default ptBR;
