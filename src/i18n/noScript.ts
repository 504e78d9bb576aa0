/** The server render's own texts (idp-elements/ssr): what a card painted without JavaScript says. */
export interface ServerMessages {
  /** In the server-rendered card, shown only when JavaScript is off: the form cannot work without it. */
  noScript: string;
}

export const noScriptMessages: ServerMessages = {
  noScript: 'This form needs JavaScript. Turn on JavaScript in your browser, then reload the page.',
};
