import { RemoveScroll as library } from 'react-remove-scroll';
import { RemoveScroll } from './remove-scroll-class-names';

test('the AppShell keeps the class names the dialogs’ scroll lock compensates', () => {
  expect(RemoveScroll.classNames).toEqual(library.classNames);
});
