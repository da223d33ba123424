export function PlannedRoute({ title }: { title: string }) {
  return (
    <section>
      <h1>{title}</h1>
    </section>
  );
}
