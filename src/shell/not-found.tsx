import { Link } from '@tanstack/react-router';
import { shellMessages } from '../../domain/shell-messages';

/** Any unknown path, and every route of the table that has no screen yet (spec 000 §2). */
export function NotFound() {
  return (
    <section className="space-y-3">
      <h1 className="text-2xl font-semibold">{shellMessages.notFound}</h1>
      <p>
        <Link to="/" className="focus-ring rounded text-sky-800 underline">
          Naar de startpagina
        </Link>
      </p>
    </section>
  );
}
