// https://vike.dev/Page — /admin/login (docs/product.md §2): username and password.
import { LoginForm } from '../_components/LoginForm.js';

export default function Page() {
  return (
    <section className="admin-login">
      <div className="card admin-login-card">
        <div className="card-content">
          <h1 className="title is-4">Admin Login</h1>
          <p className="subtitle is-6 admin-muted">Sign in to manage blog posts and categories.</p>
          <LoginForm />
        </div>
      </div>
    </section>
  );
}
