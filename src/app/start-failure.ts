import classes from './start-failure.module.css';

/**
 * The app's code did not arrive (the network dropped, or a new version was deployed meanwhile and
 * the old files are gone): the page says so and offers to reload, instead of staying blank. Plain
 * DOM: nothing but React itself has loaded.
 */
export function showStartFailure(root: HTMLElement, error: unknown): void {
  const main = document.createElement('main');
  main.className = classes.failure ?? '';
  const title = document.createElement('h1');
  title.textContent = 'The dashboard could not start';
  const text = document.createElement('p');
  text.setAttribute('role', 'alert');
  const reason = error instanceof Error ? error.message : String(error);
  text.textContent = `Part of its code did not load (${reason}). Check the connection, then reload the page.`;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  main.append(title, text, reload);
  root.replaceChildren(main);
}
