// https://vike.dev/error-page
export default function Page() {
  return (
    <div className="card">
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
    </div>
  );
}
