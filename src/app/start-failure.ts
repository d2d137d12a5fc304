import classes from './start-failure.module.css';

/**
 * The app's code did not arrive (`load`: the network dropped, or a new version was deployed
 * meanwhile and the old files are gone), or it failed while starting (`start`: preparing the
 * router or the first render threw): the page says so and offers to reload, instead of staying
 * blank. Plain DOM: nothing of the app may be working.
 */
export function showStartFailure(root: HTMLElement, error: unknown, stage: 'load' | 'start' = 'load'): void {
  const main = document.createElement('main');
  main.className = classes.failure ?? '';
  const title = document.createElement('h1');
  title.textContent = 'The dashboard could not start';
  const text = document.createElement('p');
  text.setAttribute('role', 'alert');
  const reason = error instanceof Error ? error.message : String(error);
  text.textContent =
    stage === 'load'
      ? `Part of its code did not load (${reason}). Check the connection, then reload the page.`
      : `It failed while starting (${reason}). Reload the page; if this happens again, tell whoever runs the dashboard.`;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  main.append(title, text, reload);
  root.replaceChildren(main);
}
