package org.arbiter.pairing;

import java.util.Arrays;

/**
 * The stages of the blossom algorithm, each growing the forest from the free vertices whose dual is
 * above zero until it augments or one of its vertices' duals reaches zero. Started from any state whose
 * duals are feasible, whose matched and blossom edges are tight and whose trees' roots' duals are all
 * even or all odd, it ends at a maximum-weight matching: so a solve can start from the last one's
 * state ({@link MaxWeightMatching}). Unlike Van Rantwijk's form, where every free vertex has the same
 * dual, an S-vertex whose dual reaches zero ends its tree: if it is matched, the path from the root is
 * flipped so that it is the one left free (as LEMON's matching does); a tight edge to a free vertex of
 * dual zero, not a root, augments.
 */
abstract class BlossomSolver extends Blossoms {
    BlossomSolver(int nv, int bits) {
        super(nv, bits);
    }

    void expandBlossom(int b, boolean endstage) {
        for (int s : blossomchilds[b]) {
            blossomparent[s] = -1;
            if (s < nv) {
                inblossom[s] = s;
            } else if (endstage && Wide.signum(dual, s * w, w) == 0) {
                expandBlossom(s, true);
            } else {
                IntList l = leaves(s);
                for (int i = 0; i < l.size; i++) {
                    inblossom[l.a[i]] = s;
                }
            }
        }
        if (!endstage && label[b] == 2) {
            int[] childs = blossomchilds[b];
            int[] endps = blossomendps[b];
            int len = childs.length;
            int entrychild = inblossom[endpoint(labelend[b] ^ 1)];
            int j = indexOf(childs, entrychild);
            int jstep;
            int endptrick;
            if ((j & 1) != 0) {
                j -= len;
                jstep = 1;
                endptrick = 0;
            } else {
                jstep = -1;
                endptrick = 1;
            }
            int p = labelend[b];
            while (j != 0) {
                label[endpoint(p ^ 1)] = 0;
                label[endpoint(at(endps, j - endptrick) ^ endptrick ^ 1)] = 0;
                assignLabel(endpoint(p ^ 1), 2, p);
                allowed[at(endps, j - endptrick) / 2] = stage;
                j += jstep;
                p = at(endps, j - endptrick) ^ endptrick;
                allowed[p / 2] = stage;
                j += jstep;
            }
            int bv = at(childs, j);
            label[endpoint(p ^ 1)] = 2;
            label[bv] = 2;
            labelend[endpoint(p ^ 1)] = p;
            labelend[bv] = p;
            bestedge[bv] = -1;
            j += jstep;
            while (at(childs, j) != entrychild) {
                bv = at(childs, j);
                if (label[bv] == 1) {
                    j += jstep;
                    continue;
                }
                IntList l = leaves(bv);
                int v = -1;
                for (int i = 0; i < l.size; i++) {
                    v = l.a[i];
                    if (label[v] != 0) {
                        break;
                    }
                }
                if (label[v] != 0) {
                    label[v] = 0;
                    label[endpoint(mate[blossombase[bv]])] = 0;
                    assignLabel(v, 2, labelend[v]);
                }
                j += jstep;
            }
        }
        release(b);
    }

    void augmentBlossom(int b, int v) {
        int t = v;
        while (blossomparent[t] != b) {
            t = blossomparent[t];
        }
        if (t >= nv) {
            augmentBlossom(t, v);
        }
        int[] childs = blossomchilds[b];
        int[] endps = blossomendps[b];
        int i = indexOf(childs, t);
        int j = i;
        int jstep;
        int endptrick;
        if ((i & 1) != 0) {
            j -= childs.length;
            jstep = 1;
            endptrick = 0;
        } else {
            jstep = -1;
            endptrick = 1;
        }
        while (j != 0) {
            j += jstep;
            t = at(childs, j);
            int p = at(endps, j - endptrick) ^ endptrick;
            if (t >= nv) {
                augmentBlossom(t, endpoint(p));
            }
            j += jstep;
            t = at(childs, j);
            if (t >= nv) {
                augmentBlossom(t, endpoint(p ^ 1));
            }
            mate[endpoint(p)] = p ^ 1;
            mate[endpoint(p ^ 1)] = p;
        }
        blossomchilds[b] = rotate(childs, i);
        blossomendps[b] = rotate(endps, i);
        blossombase[b] = blossombase[blossomchilds[b][0]];
    }

    void augmentMatching(int k) {
        walk(eu[k], 2 * k + 1);
        walk(ev[k], 2 * k);
    }

    /**
     * Flips the alternating path from S-vertex {@code s} up to its tree's root, {@code s} taking the mate
     * at endpoint {@code p} (none for -1, so that {@code s} is left free and the root is matched).
     */
    void walk(int s, int p) {
        while (true) {
            int bs = inblossom[s];
            if (bs >= nv) {
                augmentBlossom(bs, s);
            }
            mate[s] = p;
            if (labelend[bs] == -1) {
                break;
            }
            int t = endpoint(labelend[bs]);
            int bt = inblossom[t];
            s = endpoint(labelend[bt]);
            int j = endpoint(labelend[bt] ^ 1);
            if (bt >= nv) {
                augmentBlossom(bt, j);
            }
            mate[j] = labelend[bt];
            p = labelend[bt] ^ 1;
        }
    }


    /** Runs stages until no free vertex has a dual above zero: the matching is then of maximum weight. */
    void stages() {
        while (true) {
            stage++;
            duals++;
            Arrays.fill(label, 0);
            Arrays.fill(labelend, -1);
            Arrays.fill(bestedge, -1);
            Arrays.fill(blossombestedges, null);
            queue.size = 0;
            boolean roots = false;
            for (int v = 0; v < nv; v++) {
                if (!removed[v] && mate[v] == -1 && label[inblossom[v]] == 0 && Wide.signum(dual, v * w, w) > 0) {
                    assignLabel(v, 1, -1);
                    roots = true;
                }
            }
            if (!roots) {
                return;
            }
            grow();
            for (int b = nv; b < 2 * nv; b++) {
                if (blossomparent[b] == -1 && blossombase[b] >= 0 && label[b] == 1
                        && Wide.signum(dual, b * w, w) == 0) {
                    expandBlossom(b, true);
                }
            }
        }
    }

    /** One stage: grows the forest until it augments or an S-vertex's dual reaches zero. */
    private void grow() {
        while (true) {
            while (queue.size > 0) {
                int v = queue.a[--queue.size];
                for (int u = 0; u < nv; u++) {
                    int bu = inblossom[u];
                    if (!edgeTo(v, u) || inblossom[v] == bu || (label[bu] == 2 && label[u] == 2)) {
                        continue; // a T-vertex reached already: nothing an edge to it can change
                    }
                    int k = edge(v, u);
                    int p = end(k, v, u);
                    boolean allow = allowed[k] == stage;
                    boolean exact = false;
                    long est = 0;
                    if (!allow) {
                        est = Wide.estimate(dual, v * w, dual, u * w, ew, weightAt(v, u), w, shift);
                        if (est < 1) {
                            slackFrom(v, u, tmp);
                            exact = true;
                            if (Wide.signum(tmp, 0, w) <= 0) {
                                allowed[k] = stage;
                                allow = true;
                            }
                        }
                    }
                    if (allow) {
                        if (label[bu] == 0 && mate[blossombase[bu]] == -1) {
                            labelend[bu] = -1;
                            augmentMatching(k);
                            return;
                        } else if (label[bu] == 0) {
                            assignLabel(u, 2, p ^ 1);
                        } else if (label[bu] == 1) {
                            int base = scanBlossom(v, u);
                            if (base >= 0) {
                                addBlossom(base, k);
                            } else {
                                augmentMatching(k);
                                return;
                            }
                        } else if (label[u] == 0) {
                            label[u] = 2;
                            labelend[u] = p ^ 1;
                        }
                    } else if (label[bu] == 1) {
                        offerBest(inblossom[v], k, v, u, exact, est);
                    } else if (label[u] == 0) {
                        offerBest(u, k, v, u, exact, est);
                    }
                }
            }
            if (!changeDuals()) {
                return;
            }
        }
    }

    /**
     * Changes the duals by the largest step that keeps them feasible, and acts on what that step made
     * tight; false when an S-vertex's dual reached zero, which ends the stage.
     */
    private boolean changeDuals() {
        long[] delta = new long[w];
        int deltatype = -1;
        int deltaedge = -1;
        int deltablossom = -1;
        int deltavertex = -1;
        for (int v = 0; v < nv; v++) {
            if (!removed[v] && label[inblossom[v]] == 1
                    && (deltatype == -1 || Wide.compare(dual, v * w, delta, 0, w) < 0)) {
                Wide.copy(delta, 0, dual, v * w, w);
                deltatype = 1;
                deltavertex = v;
            }
        }
        for (int v = 0; v < nv; v++) {
            if (!removed[v] && label[inblossom[v]] == 0 && bestedge[v] != -1) {
                int at = best(v);
                if (Wide.compare(bestSlack, at, delta, 0, w) < 0) {
                    Wide.copy(delta, 0, bestSlack, at, w);
                    deltatype = 2;
                    deltaedge = bestedge[v];
                }
            }
        }
        for (int b = 0; b < 2 * nv; b++) {
            if (blossomparent[b] == -1 && label[b] == 1 && bestedge[b] != -1) {
                Wide.copy(tmp, 0, bestSlack, best(b), w);
                Wide.half(tmp, 0, w);
                if (Wide.compare(tmp, 0, delta, 0, w) < 0) {
                    Wide.copy(delta, 0, tmp, 0, w);
                    deltatype = 3;
                    deltaedge = bestedge[b];
                }
            }
        }
        for (int b = nv; b < 2 * nv; b++) {
            if (blossombase[b] >= 0 && blossomparent[b] == -1 && label[b] == 2
                    && Wide.compare(dual, b * w, delta, 0, w) < 0) {
                Wide.copy(delta, 0, dual, b * w, w);
                deltatype = 4;
                deltablossom = b;
            }
        }
        duals++;
        for (int v = 0; v < nv; v++) {
            int l = removed[v] ? 0 : label[inblossom[v]];
            if (l == 1) {
                Wide.add(dual, v * w, delta, 0, w, -1);
            } else if (l == 2) {
                Wide.add(dual, v * w, delta, 0, w, 1);
            }
        }
        for (int b = nv; b < 2 * nv; b++) {
            if (blossombase[b] >= 0 && blossomparent[b] == -1) {
                if (label[b] == 1) {
                    Wide.add(dual, b * w, delta, 0, w, 1);
                } else if (label[b] == 2) {
                    Wide.add(dual, b * w, delta, 0, w, -1);
                }
            }
        }
        if (deltatype == 1) {
            if (mate[deltavertex] != -1) {
                walk(deltavertex, -1);
            }
            return false;
        } else if (deltatype == 2) {
            allowed[deltaedge] = stage;
            int i = eu[deltaedge];
            if (label[inblossom[i]] == 0) {
                i = ev[deltaedge];
            }
            queue.add(i);
        } else if (deltatype == 3) {
            allowed[deltaedge] = stage;
            queue.add(eu[deltaedge]);
        } else {
            expandBlossom(deltablossom, false);
        }
        return true;
    }
}
