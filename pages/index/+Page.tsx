export default function Page() {
  return <h1>Training the whole human</h1>;
}
