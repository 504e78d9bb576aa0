/** GitLab's tanuki: a fox's head of triangles in GitLab's three oranges. */
export const gitlab = (
  <>
    <path d="M12 21.5l3.7-11.3H8.3z" fill="#E24329" />
    <path d="M12 21.5L8.3 10.2H3.1z" fill="#FC6D26" />
    <path d="M3.1 10.2L2 13.6c-.1.3 0 .7.3.9L12 21.5z" fill="#FCA326" />
    <path d="M3.1 10.2h5.2L6.1 3.4c-.1-.4-.6-.4-.8 0z" fill="#E24329" />
    <path d="M12 21.5l3.7-11.3h5.2z" fill="#FC6D26" />
    <path d="M20.9 10.2l1.1 3.4c.1.3 0 .7-.3.9L12 21.5z" fill="#FCA326" />
    <path d="M20.9 10.2h-5.2l2.2-6.8c.1-.4.6-.4.8 0z" fill="#E24329" />
  </>
);
