import { NextResponse } from 'next/server';
import { idp } from '../../lib/idp.js';

// POST /logout: ends the session at the provider, so the token stops working everywhere (an ended one is fine),
// removes the cookies and goes to /login.
export async function POST(request) {
  const token = request.cookies.get('stytch_session')?.value;
  if (token)
    await idp()
      .sessions.revoke({ session_token: token })
      .catch(() => undefined);
  const response = new NextResponse(null, { status: 303, headers: { location: '/login' } });
  response.cookies.set('stytch_session', '', { path: '/', maxAge: 0 });
  response.cookies.set('stytch_session_jwt', '', { path: '/', maxAge: 0 });
  return response;
}
