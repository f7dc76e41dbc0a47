/** The login page's ?next= (issue 12, row 11): only this site's admin pages, never a way elsewhere. */
import { expect } from 'chai';
import { afterLoginPath, loginPathReturningTo, safeReturnPath } from '../../pages/admin/_components/return-path.js';

describe('unit: where the login page returns to', () => {
  it('keeps admin paths with their query and hash', () => {
    expect(safeReturnPath('/admin/blog/12/edit')).to.equal('/admin/blog/12/edit');
    expect(safeReturnPath('/admin?tab=submissions')).to.equal('/admin?tab=submissions');
    expect(safeReturnPath('/admin/categories#fuel')).to.equal('/admin/categories#fuel');
    expect(safeReturnPath('/admin')).to.equal('/admin');
  });

  it('refuses everything else: other sites, protocol-relative and backslash tricks, scripts, public pages, the login page', () => {
    for (const value of [
      '//evil.example', '//evil.example/admin', 'https://evil.example', 'https://evil.example/admin', '/\\evil.example',
      '/\\/evil.example/admin', '\\\\evil.example', 'javascript:alert(1)', '/admin/../blog', '/admin%2F..%2Fblog',
      '/administrator', '/blog/admin', '/', '', '/admin/login', '/admin/login?next=/admin', '/\t/evil.example', ' /admin',
      'admin', null, undefined, 42, ['/admin'], `/admin/${'x'.repeat(2001)}`,
    ]) {
      expect(safeReturnPath(value), String(value)).to.equal(null);
      expect(afterLoginPath(value), String(value)).to.equal('/admin');
    }
  });

  it('builds the login link: remembered page encoded, nothing for the dashboard or a refused path', () => {
    expect(loginPathReturningTo('/admin/blog/12/edit')).to.equal('/admin/login?next=%2Fadmin%2Fblog%2F12%2Fedit');
    expect(loginPathReturningTo('/admin?tab=blog&page=2')).to.equal('/admin/login?next=%2Fadmin%3Ftab%3Dblog%26page%3D2');
    expect(loginPathReturningTo('/admin')).to.equal('/admin/login');
    expect(loginPathReturningTo('//evil.example')).to.equal('/admin/login');
  });
});
