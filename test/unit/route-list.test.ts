/** The router walk the REST auth test relies on finds routes however they are mounted. */
import { expect } from 'chai';
import express, { Router } from 'express';
import { concretePath, listRoutes } from '../helpers/route-list.js';

describe('listRoutes (test helper)', () => {
  it('finds routes in nested routers, with their mount paths and every method', () => {
    const inner = Router();
    inner.get('/things/:id', () => undefined);
    inner.route('/things').post(() => undefined).delete(() => undefined);
    const middle = Router();
    middle.use((_req, _res, next) => next());
    middle.use('/deep', inner);
    middle.put(['/a', '/b/:x'], () => undefined);
    const app = express();
    app.use('/api/admin', middle);
    app.get('/health', () => undefined);
    const names = listRoutes(app).map((route) => `${route.method} ${route.path}`);
    expect(names).to.have.members([
      'GET /api/admin/deep/things/:id', 'POST /api/admin/deep/things', 'DELETE /api/admin/deep/things',
      'PUT /api/admin/a', 'PUT /api/admin/b/:x', 'GET /health',
    ]);
  });

  it('turns a pattern into a concrete path', () => {
    expect(concretePath('/api/admin/blog-posts/:id')).to.equal('/api/admin/blog-posts/1');
    expect(concretePath('/files/*rest', 'x')).to.equal('/files/x');
    expect(concretePath('/items{/:page}')).to.equal('/items/1');
  });
});
