import { html, type PageOptions } from '../http/html';

/** `GET /` when no static folder is mounted there: where things are. */
export function indexPage(options: {
  publicToken: string;
  projectId: string;
  devEndpoints: boolean;
}): PageOptions {
  const { publicToken, projectId, devEndpoints } = options;
  return {
    title: 'idp-elements emulator',
    body: html`<header><h1>idp-elements emulator</h1></header>
      <main>
        <p>
          A local identity provider speaking the SDK wire protocol. Default public token:
          <code>${publicToken}</code>.
        </p>
        <ul>
          ${devEndpoints ? html`<li><a href="/_dev/inbox">Dev inbox</a>: messages the emulator sent, and SDK events</li>` : ''}
          ${devEndpoints ? html`<li><a href="/_dev/users">Users</a>: the default project's users and their factors; create one</li>` : ''}
          <li><a href="/sdk/v1/projects/bootstrap/${publicToken}">Bootstrap of the default project</a></li>
          <li>
            <a href="/sdk/v1/sessions/jwks/${projectId}">JWKS of the default project</a> ·
            <a href="/.well-known/jwks.json">all projects</a>
          </li>
          <li><a href="/_dev/errors">Error types</a></li>
        </ul>
      </main>`,
  };
}
