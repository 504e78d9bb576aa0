import './globals.css';

// Every page reads the settings and the session at request time.
export const dynamic = 'force-dynamic';

export const metadata = { title: 'Example site', icons: { icon: 'data:,' } };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
