package org.arbiter.pairing;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;

/** One run of the blossom algorithm: the stages, each growing the forest until it augments or ends. */
final class BlossomSolver extends Blossoms {
    BlossomSolver(int nv, List<int[]> edges, List<BigInteger> ws) {
        super(nv, edges, ws);
    }

    void expandBlossom(int b, boolean endstage) {
        for (int s : blossomchilds[b]) {
            blossomparent[s] = -1;
            if (s < nv) {
                inblossom[s] = s;
            } else if (endstage && dual[s].signum() == 0) {
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
            int entrychild = inblossom[endpoint[labelend[b] ^ 1]];
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
                label[endpoint[p ^ 1]] = 0;
                label[endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]] = 0;
                assignLabel(endpoint[p ^ 1], 2, p);
                allowedge[at(endps, j - endptrick) / 2] = true;
                j += jstep;
                p = at(endps, j - endptrick) ^ endptrick;
                allowedge[p / 2] = true;
                j += jstep;
            }
            int bv = at(childs, j);
            label[endpoint[p ^ 1]] = 2;
            label[bv] = 2;
            labelend[endpoint[p ^ 1]] = p;
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
                    label[endpoint[mate[blossombase[bv]]]] = 0;
                    assignLabel(v, 2, labelend[v]);
                }
                j += jstep;
            }
        }
        label[b] = -1;
        labelend[b] = -1;
        blossomchilds[b] = null;
        blossomendps[b] = null;
        blossombase[b] = -1;
        blossombestedges[b] = null;
        bestedge[b] = -1;
        unused[unusedCount++] = b;
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
                augmentBlossom(t, endpoint[p]);
            }
            j += jstep;
            t = at(childs, j);
            if (t >= nv) {
                augmentBlossom(t, endpoint[p ^ 1]);
            }
            mate[endpoint[p]] = p ^ 1;
            mate[endpoint[p ^ 1]] = p;
        }
        blossomchilds[b] = rotate(childs, i);
        blossomendps[b] = rotate(endps, i);
        blossombase[b] = blossombase[blossomchilds[b][0]];
    }

    void augmentMatching(int k) {
        int[][] starts = {{eu[k], 2 * k + 1}, {ev[k], 2 * k}};
        for (int[] start : starts) {
            int s = start[0];
            int p = start[1];
            while (true) {
                int bs = inblossom[s];
                if (bs >= nv) {
                    augmentBlossom(bs, s);
                }
                mate[s] = p;
                if (labelend[bs] == -1) {
                    break;
                }
                int t = endpoint[labelend[bs]];
                int bt = inblossom[t];
                s = endpoint[labelend[bt]];
                int j = endpoint[labelend[bt] ^ 1];
                if (bt >= nv) {
                    augmentBlossom(bt, j);
                }
                mate[j] = labelend[bt];
                p = labelend[bt] ^ 1;
            }
        }
    }

    int[] run() {
        for (int stage = 0; stage < nv; stage++) {
            Arrays.fill(label, 0);
            Arrays.fill(bestedge, -1);
            for (int b = nv; b < 2 * nv; b++) {
                blossombestedges[b] = null;
            }
            Arrays.fill(allowedge, false);
            queue.size = 0;
            for (int v = 0; v < nv; v++) {
                if (mate[v] == -1 && label[inblossom[v]] == 0) {
                    assignLabel(v, 1, -1);
                }
            }
            boolean augmented = false;
            while (true) {
                while (queue.size > 0 && !augmented) {
                    int v = queue.a[--queue.size];
                    for (int p : neighbend[v]) {
                        int k = p / 2;
                        int w = endpoint[p];
                        if (inblossom[v] == inblossom[w]) {
                            continue;
                        }
                        BigInteger kslack = null;
                        if (!allowedge[k]) {
                            kslack = slack(k);
                            if (kslack.signum() <= 0) {
                                allowedge[k] = true;
                            }
                        }
                        if (allowedge[k]) {
                            if (label[inblossom[w]] == 0) {
                                assignLabel(w, 2, p ^ 1);
                            } else if (label[inblossom[w]] == 1) {
                                int base = scanBlossom(v, w);
                                if (base >= 0) {
                                    addBlossom(base, k);
                                } else {
                                    augmentMatching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if (label[w] == 0) {
                                label[w] = 2;
                                labelend[w] = p ^ 1;
                            }
                        } else if (label[inblossom[w]] == 1) {
                            int b = inblossom[v];
                            if (bestedge[b] == -1 || kslack.compareTo(slack(bestedge[b])) < 0) {
                                bestedge[b] = k;
                            }
                        } else if (label[w] == 0) {
                            if (bestedge[w] == -1 || kslack.compareTo(slack(bestedge[w])) < 0) {
                                bestedge[w] = k;
                            }
                        }
                    }
                }
                if (augmented) {
                    break;
                }
                int deltatype = 1;
                BigInteger delta = dual[0];
                for (int v = 1; v < nv; v++) {
                    delta = delta.min(dual[v]);
                }
                int deltaedge = -1;
                int deltablossom = -1;
                for (int v = 0; v < nv; v++) {
                    if (label[inblossom[v]] == 0 && bestedge[v] != -1) {
                        BigInteger d = slack(bestedge[v]);
                        if (d.compareTo(delta) < 0) {
                            delta = d;
                            deltatype = 2;
                            deltaedge = bestedge[v];
                        }
                    }
                }
                for (int b = 0; b < 2 * nv; b++) {
                    if (blossomparent[b] == -1 && label[b] == 1 && bestedge[b] != -1) {
                        BigInteger d = slack(bestedge[b]).shiftRight(1);
                        if (d.compareTo(delta) < 0) {
                            delta = d;
                            deltatype = 3;
                            deltaedge = bestedge[b];
                        }
                    }
                }
                for (int b = nv; b < 2 * nv; b++) {
                    if (blossombase[b] >= 0 && blossomparent[b] == -1 && label[b] == 2
                            && dual[b].compareTo(delta) < 0) {
                        delta = dual[b];
                        deltatype = 4;
                        deltablossom = b;
                    }
                }
                for (int v = 0; v < nv; v++) {
                    int l = label[inblossom[v]];
                    if (l == 1) {
                        dual[v] = dual[v].subtract(delta);
                    } else if (l == 2) {
                        dual[v] = dual[v].add(delta);
                    }
                }
                for (int b = nv; b < 2 * nv; b++) {
                    if (blossombase[b] >= 0 && blossomparent[b] == -1) {
                        if (label[b] == 1) {
                            dual[b] = dual[b].add(delta);
                        } else if (label[b] == 2) {
                            dual[b] = dual[b].subtract(delta);
                        }
                    }
                }
                if (deltatype == 1) {
                    break;
                } else if (deltatype == 2) {
                    allowedge[deltaedge] = true;
                    int i = eu[deltaedge];
                    if (label[inblossom[i]] == 0) {
                        i = ev[deltaedge];
                    }
                    push(i);
                } else if (deltatype == 3) {
                    allowedge[deltaedge] = true;
                    push(eu[deltaedge]);
                } else {
                    expandBlossom(deltablossom, false);
                }
            }
            if (!augmented) {
                break;
            }
            for (int b = nv; b < 2 * nv; b++) {
                if (blossomparent[b] == -1 && blossombase[b] >= 0 && label[b] == 1 && dual[b].signum() == 0) {
                    expandBlossom(b, true);
                }
            }
        }
        int[] result = new int[nv];
        for (int v = 0; v < nv; v++) {
            result[v] = mate[v] >= 0 ? endpoint[mate[v]] : -1;
        }
        return result;
    }
}
